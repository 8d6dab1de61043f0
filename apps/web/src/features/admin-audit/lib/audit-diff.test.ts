import { describe, expect, it } from 'vitest';
import { auditDiff, formatAuditValue } from '@/features/admin-audit/lib/audit-diff';

describe('auditDiff', () => {
  it('lists only the changed keys, nested ones as dotted paths', () => {
    const before = {
      fullName: 'மீனா',
      package: 'gold',
      notes: null,
      packages: { gold: { price: 3600, capacity: 300 } },
    };
    const after = {
      fullName: 'மீனா சுந்தரம்',
      package: 'gold',
      notes: 'Called',
      packages: { gold: { price: 3900, capacity: 300 } },
    };
    expect(auditDiff(before, after)).toEqual([
      { key: 'fullName', before: 'மீனா', after: 'மீனா சுந்தரம்' },
      { key: 'notes', before: null, after: 'Called' },
      { key: 'packages.gold.price', before: 3600, after: 3900 },
    ]);
  });

  it('shows a key that appears or disappears, and compares arrays whole', () => {
    expect(auditDiff({ a: 1, tags: ['x'] }, { tags: ['x', 'y'], b: 2 })).toEqual([
      { key: 'a', before: 1, after: undefined },
      { key: 'tags', before: ['x'], after: ['x', 'y'] },
      { key: 'b', before: undefined, after: 2 },
    ]);
  });

  it('lists every field of a created or deleted record', () => {
    expect(auditDiff(null, { username: 'door', role: 'user' })).toEqual([
      { key: 'username', before: undefined, after: 'door' },
      { key: 'role', before: undefined, after: 'user' },
    ]);
    expect(auditDiff({ id: 7 }, null)).toEqual([{ key: 'id', before: 7, after: undefined }]);
  });

  it('is empty when nothing changed and handles plain values', () => {
    expect(auditDiff({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff('pending', 'completed')).toEqual([
      { key: '(value)', before: 'pending', after: 'completed' },
    ]);
  });

  it('formats values on one line', () => {
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('text')).toBe('text');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
  });
});
