import { stream as excelStream, type CellValue as ExcelCellValue } from 'exceljs';
import { Readable } from 'node:stream';
import { LEAD_FILE_UNPACKS_TOO_BIG, LEAD_XLSX_MAX_UNPACKED_BYTES } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { type CellValue, numberText, type SheetRecord } from './lead-values';

/**
 * The rows of an .xlsx's first worksheet, streamed: exceljs's WorkbookReader parses the sheet XML as it
 * unzips and hands over one row at a time, so a 20,000-row file never becomes a workbook model in memory. When a
 * file stores its shared strings after its sheets (Excel does), exceljs parks the sheet XML in a temp file
 * (/tmp is a writable volume in the pod) until the strings are read.
 */
export async function* readXlsxRows(bytes: Buffer): AsyncGenerator<SheetRecord> {
  if (!hasZipEnd(bytes)) {
    // A cut-off file fails anyway, but only after exceljs parked its sheets in temp files it then never removes.
    throw new Error('xlsx: no end of central directory');
  }
  // A zip bomb would inflate past any memory the service has before exceljs yields one row.
  if (declaredUnpackedBytes(bytes) > LEAD_XLSX_MAX_UNPACKED_BYTES) {
    throw new DomainError('LEAD_FILE_REFUSED', LEAD_FILE_UNPACKS_TOO_BIG);
  }
  const input = Readable.from([bytes]);
  const workbook = new excelStream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // A hyperlink cell then reads as its text, which is what a lead's e-mail or inbox_url column needs.
    hyperlinks: 'ignore',
    // Styles say which numbers are dates (created_time).
    styles: 'cache',
    entries: 'ignore',
  });
  try {
    let first = true;
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        // Only the first worksheet holds leads (staff keep notes and pivots on the others), but every sheet is
        // read through: one left unread would leave exceljs's temp file, and its descriptor, behind.
        if (first) {
          // exceljs's row.values is 1-based (index 0 is always empty).
          const values = row.values as ExcelCellValue[];
          yield {
            row: row.number,
            cells: Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => toCell(values[i + 1])),
          };
        }
      }
      first = false;
    }
  } finally {
    input.destroy();
  }
}

/** A zip ends with its central directory record (after at most a 64 KiB comment). */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_END_SEARCH = 22 + 0xffff;

function hasZipEnd(bytes: Buffer): boolean {
  return bytes.subarray(Math.max(0, bytes.length - ZIP_END_SEARCH)).includes(ZIP_END);
}

/**
 * The sum of the sizes the zip's central directory declares for its parts (Infinity for a directory that cannot be
 * read, or a ZIP64 archive, which no lead file needs). exceljs's inflater does not check the declared sizes, but
 * the central directory is what Excel and every zip tool write, and a part that lies about its size is damaged.
 */
export function declaredUnpackedBytes(bytes: Buffer): number {
  const end = bytes.lastIndexOf(ZIP_END);
  if (end < 0 || end + 22 > bytes.length) {
    return Infinity;
  }
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) {
      return Infinity;
    }
    const size = bytes.readUInt32LE(offset + 24);
    if (size === 0xffffffff) {
      return Infinity;
    }
    total += size;
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  return total;
}

function toCell(value: ExcelCellValue): CellValue {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return value;
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number') {
    return numberText(value);
  }
  if (typeof value === 'boolean') {
    return value ? 'true' : 'false';
  }
  if ('richText' in value) {
    return value.richText.map((run) => run.text ?? '').join('');
  }
  if ('hyperlink' in value) {
    return toCell(value.text as ExcelCellValue);
  }
  if ('result' in value) {
    return toCell(value.result);
  }
  // Formula without a cached result, an error cell ('#N/A'), a shared string index: nothing to read.
  return '';
}
