import type { StaffRole } from '../../common/enums';
import { staffCan } from '../../identity/capabilities';
import { leadExportQuery } from './lead-export';

describe('GET /api/admin/meta-leads/export query', () => {
  it('takes the list filters and a format, .xlsx by default', () => {
    expect(leadExportQuery.parse({ caller: ' Priya ', status: 'due' })).toEqual({
      status: 'due',
      caller: 'priya',
      search: '',
      format: 'xlsx',
    });
    expect(leadExportQuery.parse({ format: 'csv' }).format).toBe('csv');
  });

  it('refuses another format or an unknown status', () => {
    expect(leadExportQuery.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(leadExportQuery.safeParse({ status: 'won' }).success).toBe(false);
  });

  it('lets lead managers and admins export and reassign, never callers', () => {
    expect(
      ['user', 'lead_manager', 'admin', 'super_admin'].map((role) =>
        staffCan(role as StaffRole, 'leadExport'),
      ),
    ).toEqual([false, true, true, true]);
    expect(staffCan('user', 'leadReassign')).toBe(false);
    expect(staffCan('lead_manager', 'leadReassign')).toBe(true);
  });
});
