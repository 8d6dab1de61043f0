import type { TextDelimiter } from '@eventdesk/server-kit';
import type { SheetRecord } from './lead-values';

/**
 * RFC 4180 records of a decoded CSV/TSV text: quoted fields, doubled quotes, delimiters and line breaks inside
 * quotes, CRLF, LF or CR line ends. Lenient where spreadsheets are: a quote inside an unquoted field is text, and
 * an unclosed quote runs to the end of the file. Records are numbered as a spreadsheet would show them, so a
 * field with a line break still counts as one row.
 */
export function* readDelimitedRows(text: string, delimiter: TextDelimiter): Generator<SheetRecord> {
  let row = 1;
  let cells: string[] = [];
  let field = '';
  let index = 0;
  const length = text.length;

  while (index < length) {
    if (text[index] === '"' && field === '') {
      // A quoted field: up to the closing quote, a doubled quote being one quote.
      index += 1;
      for (;;) {
        const close = text.indexOf('"', index);
        if (close === -1) {
          field += text.slice(index);
          index = length;
          break;
        }
        field += text.slice(index, close);
        if (text[close + 1] === '"') {
          field += '"';
          index = close + 2;
        } else {
          index = close + 1;
          break;
        }
      }
      continue;
    }
    const char = text[index];
    if (char === delimiter) {
      cells.push(field);
      field = '';
      index += 1;
    } else if (char === '\n' || char === '\r') {
      cells.push(field);
      yield { row, cells };
      row += 1;
      cells = [];
      field = '';
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
    } else {
      const end = nextSpecial(text, index, delimiter);
      field += text.slice(index, end);
      index = end;
    }
  }
  // The last record needs no line end; a final line end starts no new record.
  if (field !== '' || cells.length > 0) {
    cells.push(field);
    yield { row, cells };
  }
}

function nextSpecial(text: string, from: number, delimiter: string): number {
  let index = from + 1;
  while (index < text.length) {
    const char = text[index];
    if (char === delimiter || char === '\n' || char === '\r') {
      return index;
    }
    index += 1;
  }
  return index;
}
