export type AuditChange = { key: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameValue = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * The keys whose value differs between `before` and `after`, nested keys as dotted paths (`packages.gold.price`),
 * in the order they first appear. A created record (before null) lists every key of `after`; a deleted one every
 * key of `before`. Arrays are compared whole: a changed list shows as one change.
 */
export function auditDiff(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    if (sameValue(before, after)) {
      return [];
    }
    if (prefix === '' && (isRecord(before) || isRecord(after))) {
      // Creation or deletion: one line per field of the record that exists.
      const record = (isRecord(after) ? after : before) as Record<string, unknown>;
      return Object.keys(record).map((key) => ({
        key,
        before: isRecord(before) ? before[key] : undefined,
        after: isRecord(after) ? after[key] : undefined,
      }));
    }
    return [{ key: prefix || '(value)', before, after }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const left = before[key];
    const right = after[key];
    if (isRecord(left) && isRecord(right)) {
      return auditDiff(left, right, path);
    }
    return sameValue(left, right) ? [] : [{ key: path, before: left, after: right }];
  });
}

/** A value as one short line: strings as they are, absent as an em dash, anything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null) {
    return '—';
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}
