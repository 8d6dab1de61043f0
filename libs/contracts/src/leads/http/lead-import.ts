import { z } from 'zod';

/** Spec admin §5/§9: the upload limit and its message. */
export const LEAD_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const LEAD_FILE_TOO_LARGE = 'File size should be less than 10MB';
export const LEAD_FILE_REQUIRED = 'Please select an Excel file first';
/** Legacy .xls is refused: no maintained, vulnerability-free reader is on the registry this project installs from. */
export const LEAD_FILE_XLS_REFUSED = 'Save the file as .xlsx and upload it again';
export const LEAD_FILE_UNREADABLE =
  'This file cannot be read as a spreadsheet. Upload .xlsx, .csv or a Meta lead download.';
export const LEAD_FILE_EMPTY = 'The file has no leads in it';
/**
 * Rows one file may hold: far above a real lead download (Meta's 10 MB UTF-16 file holds about 10,000), low enough
 * that a crafted file (an .xlsx that inflates to gigabytes) cannot hold the service's memory.
 */
export const LEAD_FILE_MAX_ROWS = 50_000;
export const LEAD_FILE_TOO_MANY_ROWS = 'The file has more than 50,000 rows. Split it into smaller files.';
/** What the parts of an .xlsx may unpack to, by its own zip directory (a 20,000-row sheet is about 10 MB). */
export const LEAD_XLSX_MAX_UNPACKED_BYTES = 300 * 1024 * 1024;
export const LEAD_FILE_UNPACKS_TOO_BIG =
  'The spreadsheet unpacks to more than 300 MB. Keep only the sheet of leads and upload it again.';
export const LEAD_FILE_NO_COLUMNS = 'No recognisable columns: the file needs at least a phone column';

/** The multipart field of POST /api/admin/meta-leads/upload (spec admin §7). */
export const LEAD_FILE_FIELD = 'excelFile';

/** How an import assigns its leads: round robin among active callers (default), or all to one caller. */
export const leadUploadFields = z.object({
  assignTo: z
    .string()
    .trim()
    .toLowerCase()
    .max(64)
    .optional()
    .transform((value) => (value && value !== 'round_robin' ? value : undefined)),
});
export type LeadUploadFields = z.infer<typeof leadUploadFields>;

export const leadFileKinds = ['xlsx', 'csv', 'tsv'] as const;
export const leadFileKind = z.enum(leadFileKinds);
export type LeadFileKind = z.infer<typeof leadFileKind>;

/** A row of the file that was not imported, and why; `row` is the sheet's row number (the header is row 1). */
export const leadRowIssue = z.object({ row: z.number().int(), reason: z.string() });
export type LeadRowIssue = z.infer<typeof leadRowIssue>;

/** At most this many issues of each kind travel back; the counts are always complete. */
export const LEAD_IMPORT_MAX_LISTED_ISSUES = 200;

/** POST /api/admin/meta-leads/upload → spec admin §3's upload result, plus duplicates, skipped test leads, the import. */
export const leadImportResult = z.object({
  importId: z.number().int(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(leadRowIssue),
  duplicateCount: z.number().int(),
  duplicates: z.array(leadRowIssue),
  /** Meta's test leads and blank rows. */
  skippedCount: z.number().int(),
  skipped: z.array(leadRowIssue),
  assignment: z.object({
    mode: z.enum(['round_robin', 'caller', 'unassigned']),
    /** How many of the imported leads each caller got. */
    callers: z.array(z.object({ username: z.string(), count: z.number().int() })),
    /** Set when nobody could be assigned (no active caller). */
    note: z.string().nullable(),
  }),
  /** Columns that became form answers (kept with each lead, shown in its dialog). */
  extraColumns: z.array(z.string()),
});
export type LeadImportResult = z.infer<typeof leadImportResult>;

/** One import batch (file or webhook day) as staff see it. */
export const leadImportView = z.object({
  id: z.number().int(),
  source: z.enum(['file', 'webhook']),
  fileName: z.string(),
  fileKind: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
  duplicateCount: z.number().int(),
  skippedCount: z.number().int(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
  /** Leads the undo removed, and kept because callers had already worked them (null until undone). */
  undoRemoved: z.number().int().nullable(),
  undoKept: z.number().int().nullable(),
});
export type LeadImportView = z.infer<typeof leadImportView>;

/** GET /api/admin/meta-leads/imports: newest first. */
export const leadImportsResponse = z.object({ imports: z.array(leadImportView) });
export type LeadImportsResponse = z.infer<typeof leadImportsResponse>;

/** POST /api/admin/meta-leads/imports/{id}/undo: removes the leads nobody worked on yet, keeps (and counts) the rest. */
export const undoLeadImportResponse = z.object({
  removed: z.number().int(),
  kept: z.number().int(),
  message: z.string(),
});
export type UndoLeadImportResponse = z.infer<typeof undoLeadImportResponse>;

/** GET /api/admin/meta-leads/export: the current filter as .xlsx or .csv. */
export const LEAD_EXPORT_COLUMNS = [
  'ID',
  'Name',
  'Phone',
  'Email',
  'City',
  'Business',
  'Platform',
  'Status',
  'Follow-up Date',
  'Reference ID',
  'Caller',
  'Notes',
  'Business Notes',
  'Created',
  'Imported',
] as const;
