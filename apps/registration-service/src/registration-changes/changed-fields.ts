import { isDeepStrictEqual } from 'node:util';

/**
 * The fields of `after` whose value differs from `before`, as {before, after} pairs for the audit log. Deep and
 * key-order blind: a document read back from jsonb has its keys reordered.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const changedBefore: Partial<T> = {};
  const changedAfter: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (!isDeepStrictEqual(before[key], after[key])) {
      changedBefore[key] = before[key];
      changedAfter[key] = after[key];
    }
  }
  return { before: changedBefore, after: changedAfter };
}
