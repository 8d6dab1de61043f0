import { describe, expect, it } from 'vitest';
import { fromIstLocal, toIstLocal } from '@/features/admin-settings/components/settings-instant-field';

describe('sales end fields (IST)', () => {
  it('shows a stored instant as its IST wall time, whatever offset it was stored with', () => {
    expect(toIstLocal('2027-10-20T23:59:00+05:30')).toBe('2027-10-20T23:59');
    expect(toIstLocal('2027-10-20T18:29:00.000Z')).toBe('2027-10-20T23:59');
    expect(toIstLocal(undefined)).toBe('');
  });

  it('stores what staff type as an IST instant, and empty as unset', () => {
    expect(fromIstLocal('2027-10-20T23:59')).toBe('2027-10-20T23:59:00+05:30');
    expect(new Date(fromIstLocal('2027-10-20T23:59') ?? '').toISOString()).toBe('2027-10-20T18:29:00.000Z');
    expect(fromIstLocal('')).toBeUndefined();
  });
});
