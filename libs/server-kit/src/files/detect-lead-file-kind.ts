import type { LeadFileKind } from '@eventdesk/contracts';
import { detectFileType } from './detect-file-type';

/** What the lead import can be given, by the bytes: `xls` is recognised only to be refused with a clear message. */
export type SniffedLeadFileKind = LeadFileKind | 'xls';
export type TextDelimiter = '\t' | ',' | ';';

/** Enough of a text file to see its encoding, its header line and whether it is text at all. */
const SNIFF_BYTES = 64 * 1024;
/** A text table may hold a stray control character (a pasted form feed); a binary file holds many. */
const MAX_CONTROL_CHAR_SHARE = 0.01;

/**
 * The kind of a lead file (a Meta "Download leads" export, an .xlsx or a .csv staff edited), decided by its bytes.
 * Text is csv or tsv by the delimiter of its header line (a semicolon file is csv); PDFs, images, other Office
 * files, other zips and binary data are null, as is an empty file (there is nothing to tell).
 */
export function detectLeadFileKind(bytes: Buffer): SniffedLeadFileKind | null {
  if (bytes.length === 0) {
    return null;
  }
  const known = detectFileType(bytes);
  if (known === 'xlsx' || known === 'xls') {
    return known;
  }
  if (known) {
    return null;
  }
  const text = decodeTextFile(bytes.subarray(0, SNIFF_BYTES), { truncated: bytes.length > SNIFF_BYTES });
  if (text === null || text.trim() === '') {
    return null;
  }
  return sniffDelimiter(text) === '\t' ? 'tsv' : 'csv';
}

/**
 * The text of a CSV/TSV file, or null when the bytes are not text. Meta's export is UTF-16LE with a byte-order
 * mark; after Excel or Google Sheets it is UTF-8 (with or without BOM) or UTF-16 without BOM. Bytes that are not
 * valid UTF-8 are read as Windows-1252, what Excel's plain "CSV" writes on Windows.
 */
export function decodeTextFile(bytes: Buffer, options: { truncated?: boolean } = {}): string | null {
  const encoding = sniffEncoding(bytes);
  const body = bytes.subarray(encoding.bomLength);
  let text: string;
  try {
    // A sample may end inside a character: `stream` keeps that tail instead of failing on it.
    text = new TextDecoder(encoding.name, { fatal: true }).decode(body, { stream: options.truncated });
  } catch {
    if (encoding.name !== 'utf-8') {
      return null;
    }
    text = new TextDecoder('windows-1252').decode(body);
  }
  return looksLikeText(text) ? text : null;
}

/** The delimiter of a table's header line: the most frequent of tab, comma and semicolon outside quotes. */
export function sniffDelimiter(text: string): TextDelimiter {
  const counts: Record<TextDelimiter, number> = { '\t': 0, ',': 0, ';': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === '\n' || char === '\r')) {
      break;
    } else if (!quoted && char in counts) {
      counts[char as TextDelimiter] += 1;
    }
  }
  // Ties go to tab, then comma: Meta's own export is tab-separated. One column only: comma.
  const best = (['\t', ',', ';'] as const).reduce((kept, next) =>
    counts[next] > counts[kept] ? next : kept,
  );
  return counts[best] > 0 ? best : ',';
}

interface SniffedEncoding {
  name: 'utf-8' | 'utf-16le' | 'utf-16be';
  bomLength: number;
}

function sniffEncoding(bytes: Buffer): SniffedEncoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { name: 'utf-16le', bomLength: 2 };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { name: 'utf-16be', bomLength: 2 };
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { name: 'utf-8', bomLength: 3 };
  }
  // Without a BOM, UTF-16 shows itself by its NULs: the high byte of every ASCII character (headers are ASCII).
  const sample = bytes.subarray(0, Math.min(bytes.length, 1024) & ~1);
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] === 0) {
      if (i % 2 === 0) {
        evenNuls += 1;
      } else {
        oddNuls += 1;
      }
    }
  }
  const pairs = sample.length / 2;
  if (pairs > 0 && oddNuls > pairs * 0.4 && evenNuls < pairs * 0.05) {
    return { name: 'utf-16le', bomLength: 0 };
  }
  if (pairs > 0 && evenNuls > pairs * 0.4 && oddNuls < pairs * 0.05) {
    return { name: 'utf-16be', bomLength: 0 };
  }
  return { name: 'utf-8', bomLength: 0 };
}

function looksLikeText(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) {
      return false;
    }
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      controls += 1;
    }
  }
  return controls <= text.length * MAX_CONTROL_CHAR_SHARE;
}
