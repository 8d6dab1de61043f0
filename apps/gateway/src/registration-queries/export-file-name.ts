import type { ExportQuery } from '@eventdesk/contracts';

/** The filter in words for the file name: 'all', or e.g. 'pending-followup-need_to_follow_up-vip-முருகன்'. */
function filterSummary(query: ExportQuery): string {
  const parts = [
    query.paymentStatus === 'all' ? null : query.paymentStatus,
    query.followupStatus === 'all' ? null : `followup-${query.followupStatus}`,
    query.package === 'all' ? null : query.package,
    query.search ? `search-${query.search}` : null,
  ].filter((part): part is string => part !== null);
  const summary = parts
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

/** `registrations-<filter summary>-<YYYY-MM-DD>.<ext>` (spec admin §9). */
export function exportFileName(query: ExportQuery, now: Date): string {
  return `registrations-${filterSummary(query)}-${eventDate(now)}.${query.format}`;
}

/** `filename` for old clients (ASCII only) and `filename*` in UTF-8 (RFC 6266) for a Tamil search. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
