// @ts-check
// Number formatting the bench reports share.

/**
 * `value` rounded to `digits` decimals, or null when it is not a finite number.
 * @param {number} value
 */
export const round = (value, digits = 1) =>
  Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : null;

/**
 * A table cell: numbers with thousands separators, n/a for nothing.
 * @param {unknown} value
 */
export const fmt = (value) =>
  value === null || value === undefined
    ? 'n/a'
    : typeof value === 'number'
      ? value.toLocaleString('en-US')
      : String(value);

/**
 * The p-th percentile (nearest rank) of ascending `sorted`, or null when it is empty.
 * @param {number[]} sorted
 * @param {number} p
 */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `value / floor` to three decimals, or null when either is missing (or the floor is 0).
 * @param {number | null | undefined} value
 * @param {number | null | undefined} floor
 */
export const ratioOf = (value, floor) =>
  value === null || value === undefined || !floor ? null : round(value / floor, 3);

/**
 * A ratio's table cell: two decimals, n/a for nothing.
 * @param {number | null | undefined} value
 */
export const fixed2 = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(2));
