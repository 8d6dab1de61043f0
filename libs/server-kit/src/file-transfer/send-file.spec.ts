import { createHash, randomBytes } from 'node:crypto';
import {
  FILE_CHUNK_BYTES,
  FILE_TRANSFER_MAX_BYTES,
  fileChunkCommand,
  fileManifest,
} from '@eventdesk/contracts';
import { splitFile } from './send-file';

describe('splitFile', () => {
  it('cuts a file into pieces of 512 KiB under one upload id, each a valid piece message', () => {
    const bytes = randomBytes(2 * FILE_CHUNK_BYTES + 1);
    const { manifest, chunks } = splitFile(bytes, 'deck.pdf');
    expect(chunks.map((chunk) => [chunk.index, Buffer.from(chunk.data, 'base64').length])).toEqual([
      [0, FILE_CHUNK_BYTES],
      [1, FILE_CHUNK_BYTES],
      [2, 1],
    ]);
    expect(new Set(chunks.map((chunk) => chunk.uploadId))).toEqual(new Set([manifest.uploadId]));
    for (const chunk of chunks) {
      expect(fileChunkCommand.safeParse(chunk).success).toBe(true);
    }
    expect(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data, 'base64'))).equals(bytes)).toBe(true);
    expect(fileManifest.parse(manifest)).toEqual({
      uploadId: manifest.uploadId,
      chunkCount: 3,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      fileName: 'deck.pdf',
    });
  });

  it('gives each file its own upload id and a name the manifest accepts', () => {
    const bytes = randomBytes(10);
    expect(splitFile(bytes, 'a').manifest.uploadId).not.toBe(splitFile(bytes, 'a').manifest.uploadId);
    expect(splitFile(bytes, '   ').manifest.fileName).toBe('file');
    const long = splitFile(bytes, `${'x'.repeat(254)} y.pdf`).manifest.fileName;
    expect(long).toBe('x'.repeat(254));
    expect(fileManifest.safeParse(splitFile(bytes, `  ${'n'.repeat(300)}`).manifest).success).toBe(true);
  });

  it('refuses an empty file and one over what the contracts carry (10 MB)', () => {
    expect(() => splitFile(Buffer.alloc(0), 'a.pdf')).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST' }),
    );
    expect(() => splitFile(Buffer.alloc(FILE_TRANSFER_MAX_BYTES + 1), 'a.pdf')).toThrow(
      expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }),
    );
    expect(splitFile(Buffer.alloc(FILE_TRANSFER_MAX_BYTES, 1), 'a.pdf').chunks).toHaveLength(20);
  });
});
