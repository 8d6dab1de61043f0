import { exportColumns, type AdminRegistrationRow, type ExportQuery } from '@eventdesk/contracts';
import { exportDateTime } from '../http/export/export-cells';
import type { XlsxSheet } from '../http/export/xlsx-export.writer';

/** The spec's columns (`exportColumns`, admin §9); Phone is the fourth. */
export const REGISTRATIONS_SHEET: XlsxSheet = {
  name: 'Registrations',
  columns: exportColumns,
  phoneColumn: 3,
};

/** The export columns of one registration, in order, as plain text. */
export function registrationExportCells(row: AdminRegistrationRow): [number, ...string[]] {
  return [
    row.id,
    row.fullName,
    row.email,
    row.phone,
    row.type,
    row.businessName ?? '',
    row.package,
    row.paymentStatus,
    // Never followed up counts as pending (spec admin §4).
    row.followupStatus ?? 'pending',
    exportDateTime(row.registeredAt),
    row.referenceType ?? '',
    row.referredBy ?? '',
  ];
}

/** The filter in words for the file name, e.g. 'pending-followup-need_to_follow_up-vip-முருகன்'. */
export function registrationFilterParts(query: ExportQuery): Array<string | null> {
  return [
    query.paymentStatus === 'all' ? null : query.paymentStatus,
    query.followupStatus === 'all' ? null : `followup-${query.followupStatus}`,
    query.package === 'all' ? null : query.package,
    query.search ? `search-${query.search}` : null,
  ];
}
