import {
  type GraphLead,
  LEAD_FILE_EMPTY,
  LEAD_FILE_MAX_ROWS,
  LEAD_FILE_NO_COLUMNS,
  LEAD_FILE_TOO_MANY_ROWS,
  LEAD_FILE_UNREADABLE,
  LEAD_FILE_XLS_REFUSED,
  type LeadFormAnswer,
  type LeadRowIssue,
} from '@eventdesk/contracts';
import { decodeTextFile, DomainError, type SniffedLeadFileKind, sniffDelimiter } from '@eventdesk/server-kit';
import { readDelimitedRows } from './delimited-text';
import { type LeadColumns, mapLeadColumns, questionOf } from './lead-columns';
import { toLeadOutcome } from './lead-row';
import { type CellValue, cellText, type SheetRecord } from './lead-values';
import { readXlsxRows } from './xlsx-rows';

/**
 * A lead as read from a file row or a Graph API lead: normalised, not yet stored (dedupe against the database
 * and assignment are the importer's).
 */
export interface ParsedLeadFields {
  /** Meta's lead id, digits only (`l:` removed); null for leads typed by staff. */
  metaLeadId: string | null;
  /** 'Unknown' when blank (spec admin §2); first and last name joined when the form asked them apart. */
  fullName: string;
  /** As written, Meta's `p:` removed. */
  phoneRaw: string;
  /** E.164, region IN: what duplicates are found by. */
  phoneE164: string;
  /** Trimmed, lower case; null when absent or malformed (a malformed one is kept as a form answer). */
  email: string | null;
  city: string | null;
  businessName: string | null;
  /** `fb`, `ig`, 'Meta' when the file has no platform, or the value as written. */
  platform: string;
  /** Meta's ids without their `ag:`/`as:`/`c:`/`f:` prefixes. */
  adId: string | null;
  adName: string | null;
  adsetId: string | null;
  adsetName: string | null;
  campaignId: string | null;
  campaignName: string | null;
  formId: string | null;
  formName: string | null;
  isOrganic: boolean | null;
  /** An instant; times without a zone are read as Asia/Kolkata. */
  createdTime: Date | null;
  currentBusinessStatus: string | null;
  biggestBusinessChallenge: string | null;
  /** Every other non-empty column, under its header as written; in file order. */
  formAnswers: LeadFormAnswer[];
}

export interface ParsedLead extends ParsedLeadFields {
  /** The sheet row number (the header is row 1). */
  row: number;
}

export interface LeadFileReadResult {
  /** Leads to store, in file order. */
  rows: ParsedLead[];
  /** Rows that are not leads: missing or invalid phone. */
  errors: LeadRowIssue[];
  /** Later rows with the same Meta lead id or E.164 phone as an earlier row of this file. */
  duplicates: LeadRowIssue[];
  /** Meta's test leads. Entirely blank rows are neither counted nor reported. */
  skipped: LeadRowIssue[];
  /** Headers that became form answers, in file order. */
  extraColumns: string[];
  /** Non-blank rows under the header: rows + errors + duplicates + skipped. */
  totalRows: number;
}

/** A Graph API lead that is not imported: `skipped` for Meta's test leads, `error` for a missing or invalid phone. */
export interface GraphLeadIssue {
  kind: 'error' | 'skipped';
  reason: string;
}

/** A title or note above the header is allowed: the header is the first of these rows with a phone column. */
const HEADER_SEARCH_ROWS = 10;

/**
 * Reads a lead file whose kind the gateway decided from its bytes (`detectLeadFileKind`). A bad row never stops
 * the others; only a file that cannot be read at all throws a DomainError: LEAD_FILE_REFUSED with LEAD_FILE_UNREADABLE,
 * LEAD_FILE_EMPTY (no data rows) or LEAD_FILE_NO_COLUMNS (no phone column); UNSUPPORTED_FILE with
 * LEAD_FILE_XLS_REFUSED for a legacy .xls.
 */
export async function readLeadFile(bytes: Buffer, kind: SniffedLeadFileKind): Promise<LeadFileReadResult> {
  switch (kind) {
    case 'xls':
      throw new DomainError('UNSUPPORTED_FILE', LEAD_FILE_XLS_REFUSED);
    case 'xlsx':
      try {
        return await collectLeads(readXlsxRows(bytes));
      } catch (error) {
        if (error instanceof DomainError) {
          throw error;
        }
        throw new DomainError('LEAD_FILE_REFUSED', LEAD_FILE_UNREADABLE);
      }
    case 'csv':
    case 'tsv': {
      const text = decodeTextFile(bytes);
      if (text === null) {
        throw new DomainError('LEAD_FILE_REFUSED', LEAD_FILE_UNREADABLE);
      }
      return collectLeads(readDelimitedRows(text, sniffDelimiter(text)));
    }
  }
}

/**
 * One lead of the Graph API (the webhook path) read exactly like a file row: its fields and `field_data` become
 * a header row and a data row.
 */
export function parseGraphLead(lead: GraphLead): { lead: ParsedLeadFields } | { issue: GraphLeadIssue } {
  const cells: Array<[string, string | undefined]> = [
    // The Graph API's id is Meta's by definition, however short (a file's bare 'id' must look like one).
    ['id', `l:${lead.id}`],
    ['created_time', lead.created_time],
    ['ad_id', lead.ad_id],
    ['ad_name', lead.ad_name],
    ['adset_name', lead.adset_name],
    ['campaign_name', lead.campaign_name],
    ['form_id', lead.form_id],
    ['platform', lead.platform],
    ['is_organic', lead.is_organic === undefined ? undefined : String(lead.is_organic)],
    ...lead.field_data.map(({ name, values }): [string, string] => [name, values.join(', ')]),
  ];
  const columns = mapLeadColumns(cells.map(([name]) => name));
  const outcome = toLeadOutcome(
    cells.map(([, value]) => value ?? ''),
    columns,
  );
  switch (outcome.kind) {
    case 'lead':
      return { lead: outcome.lead };
    case 'blank':
      return { issue: { kind: 'error', reason: 'phone number is missing' } };
    case 'error':
    case 'skipped':
      return { issue: { kind: outcome.kind, reason: outcome.reason } };
  }
}

async function collectLeads(
  records: AsyncIterable<SheetRecord> | Iterable<SheetRecord>,
): Promise<LeadFileReadResult> {
  const result: LeadFileReadResult = {
    rows: [],
    errors: [],
    duplicates: [],
    skipped: [],
    extraColumns: [],
    totalRows: 0,
  };
  let columns: LeadColumns | null = null;
  let rowsBeforeHeader = 0;
  const unnamedUsed = new Set<number>();
  const rowOfMetaId = new Map<string, number>();
  const rowOfPhone = new Map<string, number>();

  for await (const { row, cells } of records) {
    if (!columns) {
      if (cells.every((cell) => cellText(cell) === '')) {
        continue;
      }
      // Past the search window the rest is still read through, so an .xlsx reader can clean up after itself.
      if (rowsBeforeHeader < HEADER_SEARCH_ROWS) {
        const candidate = mapLeadColumns(cells.map(cellText));
        if (candidate.fields.phone !== undefined) {
          columns = candidate;
        } else {
          rowsBeforeHeader += 1;
        }
      }
      continue;
    }
    const outcome = toLeadOutcome(cells, columns);
    if (outcome.kind === 'blank') {
      continue;
    }
    result.totalRows += 1;
    if (result.totalRows > LEAD_FILE_MAX_ROWS) {
      throw new DomainError('LEAD_FILE_REFUSED', LEAD_FILE_TOO_MANY_ROWS);
    }
    noteUnnamedAnswers(cells, columns, unnamedUsed);
    if (outcome.kind !== 'lead') {
      (outcome.kind === 'error' ? result.errors : result.skipped).push({ row, reason: outcome.reason });
      continue;
    }
    const { lead } = outcome;
    const sameId = lead.metaLeadId === null ? undefined : rowOfMetaId.get(lead.metaLeadId);
    const samePhone = rowOfPhone.get(lead.phoneE164);
    if (sameId !== undefined || samePhone !== undefined) {
      const reason =
        sameId !== undefined
          ? `duplicate of row ${sameId} (same Meta lead id)`
          : `duplicate of row ${samePhone} (same phone)`;
      result.duplicates.push({ row, reason });
      continue;
    }
    if (lead.metaLeadId !== null) {
      rowOfMetaId.set(lead.metaLeadId, row);
    }
    rowOfPhone.set(lead.phoneE164, row);
    result.rows.push({ row, ...lead });
  }

  if (!columns) {
    throw new DomainError(
      'LEAD_FILE_REFUSED',
      rowsBeforeHeader === 0 ? LEAD_FILE_EMPTY : LEAD_FILE_NO_COLUMNS,
    );
  }
  if (result.totalRows === 0) {
    throw new DomainError('LEAD_FILE_REFUSED', LEAD_FILE_EMPTY);
  }
  result.extraColumns = [
    ...new Set(
      [...columns.answerColumns.filter((index) => columns.headers[index]), ...unnamedUsed]
        .sort((a, b) => a - b)
        .map((index) => questionOf(columns, index)),
    ),
  ];
  return result;
}

/** Columns without a header (or past the header's end) count as extra columns once they hold an answer. */
function noteUnnamedAnswers(cells: readonly CellValue[], columns: LeadColumns, used: Set<number>): void {
  cells.forEach((cell, index) => {
    if (!columns.headers[index] && !used.has(index) && cellText(cell) !== '') {
      used.add(index);
    }
  });
}
