import { Workbook } from 'exceljs';
import { decodeTextFile, detectLeadFileKind, sniffDelimiter } from './detect-lead-file-kind';

const META_HEADER = 'id\tcreated_time\tad_id\tad_name\tform_id\tplatform\tfull_name\tphone_number\temail\r\n';
const META_ROW =
  'l:1200000000000001\t2025-06-01T10:22:33+05:30\tag:1\tExpo\tf:2\tig\tமுருகன்\tp:+919876543210\tm@x.in\r\n';
const utf16le = (text: string) => Buffer.from(text, 'utf16le');
const utf16be = (text: string) => utf16le(text).swap16();
const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

async function workbookBytes(): Promise<Buffer> {
  const workbook = new Workbook();
  workbook.addWorksheet('Leads').addRow(['Name', 'Phone']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('detectLeadFileKind', () => {
  it("recognises Meta's TSV in every encoding it arrives in", () => {
    const text = META_HEADER + META_ROW;
    expect(detectLeadFileKind(Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le(text)]))).toBe('tsv');
    expect(detectLeadFileKind(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]))).toBe('tsv');
    expect(detectLeadFileKind(utf16le(text))).toBe('tsv');
    expect(detectLeadFileKind(utf16be(text))).toBe('tsv');
    expect(detectLeadFileKind(Buffer.from(`\uFEFF${text}`, 'utf8'))).toBe('tsv');
    expect(detectLeadFileKind(Buffer.from(text, 'utf8'))).toBe('tsv');
  });

  it('tells CSV from TSV by the header line, counting outside quotes', () => {
    expect(detectLeadFileKind(Buffer.from('\uFEFFName,Phone,City\r\nA,1,B\r\n', 'utf8'))).toBe('csv');
    expect(detectLeadFileKind(Buffer.from('Name;Phone;City\nA;1;B\n', 'utf8'))).toBe('csv');
    expect(detectLeadFileKind(Buffer.from('"Name\tand\tmore",Phone\n', 'utf8'))).toBe('csv');
    // A file larger than the sniffed sample: the sample may end inside a character.
    const big = Buffer.from(`Name\tPhone\n${'அருண்\t9876543210\n'.repeat(10_000)}`, 'utf8');
    expect(detectLeadFileKind(big)).toBe('tsv');
  });

  it('recognises .xlsx and legacy .xls by their bytes', async () => {
    expect(detectLeadFileKind(await workbookBytes())).toBe('xlsx');
    expect(
      detectLeadFileKind(
        Buffer.concat([Buffer.from(ole), Buffer.alloc(64), Buffer.from('Workbook', 'utf16le')]),
      ),
    ).toBe('xls');
  });

  it('refuses what is not a lead file: PDF, images, Word, a plain or docx zip, binary, empty', () => {
    expect(detectLeadFileKind(Buffer.from('%PDF-1.7\nName,Phone\n', 'latin1'))).toBeNull();
    expect(
      detectLeadFileKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).toBeNull();
    expect(detectLeadFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeNull();
    expect(
      detectLeadFileKind(
        Buffer.concat([Buffer.from(ole), Buffer.alloc(64), Buffer.from('WordDocument', 'utf16le')]),
      ),
    ).toBeNull();
    const zip = (names: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(names)]);
    expect(detectLeadFileKind(zip('[Content_Types].xml....word/document.xml....xl/media/x.png'))).toBeNull();
    expect(detectLeadFileKind(zip('readme.txt'))).toBeNull();
    expect(
      detectLeadFileKind(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 3, 0, 0x3e])),
    ).toBeNull();
    expect(detectLeadFileKind(Buffer.alloc(0))).toBeNull();
    expect(detectLeadFileKind(Buffer.from(' \r\n', 'utf8'))).toBeNull();
  });
});

describe('decodeTextFile', () => {
  it('reads non-UTF-8 text as Windows-1252 (Excel\'s "CSV" on Windows) and refuses broken UTF-16', () => {
    expect(decodeTextFile(Buffer.from([0x4e, 0x61, 0x6d, 0xe9, 0x2c, 0x93, 0x78, 0x94]))).toBe('Namé,“x”');
    expect(
      decodeTextFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0x00, 0xd8, 0x41, 0x00])])),
    ).toBeNull();
  });
});

describe('sniffDelimiter', () => {
  it('picks the most frequent delimiter of the first line, and comma for a single column', () => {
    expect(sniffDelimiter('a;b;c,d\n1,2,3,4,5,6')).toBe(';');
    expect(sniffDelimiter('a\tb,c\td')).toBe('\t');
    expect(sniffDelimiter('phone\n9876543210')).toBe(',');
  });
});
