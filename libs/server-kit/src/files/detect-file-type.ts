/**
 * What a file is, decided by its bytes, never by its name or the type the browser declared (a renamed .exe
 * stays an .exe). Covers what visitors may upload (receipt images, pitch documents) and staff's lead spreadsheets.
 */
export const detectedFileTypes = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  gif: { mime: 'image/gif', extension: 'gif' },
  webp: { mime: 'image/webp', extension: 'webp' },
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  doc: { mime: 'application/msword', extension: 'doc' },
  ppt: { mime: 'application/vnd.ms-powerpoint', extension: 'ppt' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
  },
  xls: { mime: 'application/vnd.ms-excel', extension: 'xls' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
} as const;
export type DetectedFileKind = keyof typeof detectedFileTypes;

export const IMAGE_KINDS: readonly DetectedFileKind[] = ['jpeg', 'png', 'gif', 'webp'];
export const DOCUMENT_KINDS: readonly DetectedFileKind[] = ['pdf', 'doc', 'ppt', 'docx', 'pptx'];

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
const contains = (bytes: Buffer, text: string, encoding: BufferEncoding = 'latin1') =>
  bytes.includes(Buffer.from(text, encoding));

const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_FILE = [0x50, 0x4b, 0x03, 0x04];

export function detectFileType(bytes: Buffer): DetectedFileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return 'jpeg';
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'png';
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return 'gif';
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return 'webp';
  }
  if (startsWith(bytes, ascii('%PDF-'))) {
    return 'pdf';
  }
  // Legacy Office files are OLE compound files; the stream names (UTF-16) tell Word from PowerPoint.
  if (startsWith(bytes, OLE_COMPOUND_FILE)) {
    if (contains(bytes, 'WordDocument', 'utf16le')) {
      return 'doc';
    }
    if (contains(bytes, 'PowerPoint Document', 'utf16le')) {
      return 'ppt';
    }
    // Excel 97+ names its stream 'Workbook', Excel 5 'Book'.
    if (contains(bytes, 'Workbook', 'utf16le') || contains(bytes, 'Book', 'utf16le')) {
      return 'xls';
    }
    return null;
  }
  // OOXML files are zip archives; their part names are stored uncompressed in the zip headers.
  if (startsWith(bytes, ZIP_LOCAL_FILE) && contains(bytes, '[Content_Types].xml')) {
    if (contains(bytes, 'word/document.xml')) {
      return 'docx';
    }
    if (contains(bytes, 'ppt/presentation.xml')) {
      return 'pptx';
    }
    if (contains(bytes, 'xl/workbook.xml')) {
      return 'xlsx';
    }
  }
  return null;
}
