import { describe, expect, it } from 'vitest';
import {
  defaultLeadParams,
  leadFiltersActive,
  leadParamsQuery,
  nextLeadSort,
  parseLeadParams,
  serverLeadDefaults,
} from '@/features/meta-leads/lib/lead-list-params';

describe('lead list params', () => {
  it('reads the address, each bad value falling back on its own', () => {
    expect(
      parseLeadParams(
        new URLSearchParams('status=due&caller=Ravi&search=%20x%20&sort=followup_desc&page=3'),
        'none',
      ),
    ).toEqual({ status: 'due', caller: 'ravi', search: 'x', sort: 'followup_desc', page: 3 });
    expect(parseLeadParams(new URLSearchParams('status=won&sort=best&page=-2'), 'work')).toEqual(
      defaultLeadParams('work'),
    );
  });

  it('writes only what differs from the defaults it is given', () => {
    const callerParams = { ...defaultLeadParams('work'), page: 2 };
    // The address of a caller leaves their default sort out; the server's query carries it.
    expect(leadParamsQuery(callerParams, defaultLeadParams('work')).toString()).toBe('page=2');
    expect(leadParamsQuery(callerParams, serverLeadDefaults).toString()).toBe('sort=work&page=2');
  });

  it('cycles the follow-up date sort ascending, descending, then back to the viewer default', () => {
    expect(nextLeadSort('none', 'none')).toBe('followup_asc');
    expect(nextLeadSort('followup_asc', 'none')).toBe('followup_desc');
    expect(nextLeadSort('followup_desc', 'none')).toBe('none');
    expect(nextLeadSort('work', 'work')).toBe('followup_asc');
    expect(nextLeadSort('followup_desc', 'work')).toBe('work');
  });

  it('counts status, caller and search as filters, never the sort or page', () => {
    expect(leadFiltersActive(defaultLeadParams('work'))).toBe(false);
    expect(leadFiltersActive({ ...defaultLeadParams('none'), caller: 'unassigned' })).toBe(true);
    expect(leadFiltersActive({ ...defaultLeadParams('none'), search: 'x' })).toBe(true);
    expect(leadFiltersActive({ ...defaultLeadParams('none'), status: 'due' })).toBe(true);
  });
});
