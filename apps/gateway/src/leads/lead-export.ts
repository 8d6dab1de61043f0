import {
  LEAD_CALLER_ALL,
  LEAD_EXPORT_COLUMNS,
  type LeadExportQuery,
  type LeadExportRow,
} from '@eventdesk/contracts';
import type { ExportCell } from '../http/export/export-cells';
import type { XlsxSheet } from '../http/export/xlsx-export.writer';

/** LEAD_EXPORT_COLUMNS; Phone is the third. */
export const LEADS_SHEET: XlsxSheet = { name: 'Leads', columns: LEAD_EXPORT_COLUMNS, phoneColumn: 2 };

/**
 * The export columns of one lead, in order: text (the phone as it arrived, as the list shows it), and the created
 * and imported instants as dates (a date cell in .xlsx, ISO 8601 in CSV).
 */
export function leadExportCells(row: LeadExportRow): ExportCell[] {
  return [
    row.id,
    row.fullName,
    row.phone,
    row.email ?? '',
    row.city ?? '',
    row.businessName ?? '',
    row.platform,
    row.currentStatus,
    row.followupDate ?? '',
    row.referenceId ?? '',
    row.caller ?? '',
    row.notes ?? '',
    row.businessNotes ?? '',
    row.createdTime ? new Date(row.createdTime) : null,
    new Date(row.importedAt),
  ];
}

/** The filter in words for the file name, e.g. 'followup-caller-priya-search-சென்னை'. */
export function leadFilterParts(query: LeadExportQuery): Array<string | null> {
  return [
    query.status === 'all' ? null : query.status,
    query.caller === LEAD_CALLER_ALL ? null : `caller-${query.caller}`,
    query.search ? `search-${query.search}` : null,
  ];
}
