/** The filter in words: its parts joined by '-', cut to what a file name can carry; 'all' when nothing is set. */
function filterSummary(parts: ReadonlyArray<string | null>): string {
  const summary = parts
    .filter((part): part is string => part !== null && part !== '')
    .join('-')
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return summary || 'all';
}

/** The date in the event's time zone, YYYY-MM-DD. */
function eventDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** `<noun>-<filter summary>-<YYYY-MM-DD>.<ext>` (spec admin §9), e.g. `registrations-pending-vip-2026-10-01.xlsx`. */
export function exportFileName(
  noun: string,
  filterParts: ReadonlyArray<string | null>,
  extension: string,
  now: Date,
): string {
  return `${noun}-${filterSummary(filterParts)}-${eventDate(now)}.${extension}`;
}

/** `filename` for old clients (ASCII only) and `filename*` in UTF-8 (RFC 6266) for a Tamil search. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
