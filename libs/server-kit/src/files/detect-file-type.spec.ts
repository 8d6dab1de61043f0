import { detectFileType } from './detect-file-type';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('detectFileType', () => {
  it('recognises images by their signatures', () => {
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(detectFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(detectFileType(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectFileType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('recognises documents, legacy and OOXML', () => {
    expect(detectFileType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(
      detectFileType(
        Buffer.concat([Buffer.from(ole), Buffer.alloc(64), Buffer.from('WordDocument', 'utf16le')]),
      ),
    ).toBe('doc');
    expect(
      detectFileType(
        Buffer.concat([Buffer.from(ole), Buffer.alloc(64), Buffer.from('PowerPoint Document', 'utf16le')]),
      ),
    ).toBe('ppt');
    expect(
      detectFileType(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml')),
    ).toBe('docx');
    expect(
      detectFileType(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....ppt/presentation.xml')),
    ).toBe('pptx');
  });

  it('refuses what only pretends: a renamed executable, text, a plain zip, an unknown OLE file, empty bytes', () => {
    expect(detectFileType(bytes('MZ', [0x90, 0x00], 'This program cannot be run in DOS mode'))).toBeNull();
    expect(detectFileType(bytes('hello, I am a .png'))).toBeNull();
    expect(detectFileType(bytes([0x50, 0x4b, 0x03, 0x04], 'readme.txt'))).toBeNull();
    expect(detectFileType(Buffer.concat([Buffer.from(ole), Buffer.alloc(64)]))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});
