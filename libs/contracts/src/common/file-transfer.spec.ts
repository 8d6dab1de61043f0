import { randomUUID } from 'node:crypto';
import {
  FILE_CHUNK_BYTES,
  FILE_TRANSFER_MAX_BYTES,
  FILE_TRANSFER_MAX_CHUNKS,
  fileChunkCommand,
  fileChunkQuery,
  fileChunkReply,
  fileManifest,
  fileManifestUpTo,
} from './file-transfer';

const manifest = {
  uploadId: randomUUID(),
  chunkCount: FILE_TRANSFER_MAX_CHUNKS,
  size: FILE_TRANSFER_MAX_BYTES,
  sha256: 'a'.repeat(64),
  fileName: 'deck.pdf',
};

describe('file transfer messages', () => {
  it('keeps a full piece under the default NATS max_payload of 1 MiB, envelope included', () => {
    const data = Buffer.alloc(FILE_CHUNK_BYTES, 0xff).toString('base64');
    const piece = { uploadId: randomUUID(), index: FILE_TRANSFER_MAX_CHUNKS - 1, data };
    expect(fileChunkCommand.parse(piece).data).toBe(data);
    const envelope = JSON.stringify({ pattern: 'leads.file.stage-chunk', data: piece, id: randomUUID() });
    expect(Buffer.byteLength(envelope)).toBeLessThan(1024 * 1024);
    expect(FILE_TRANSFER_MAX_CHUNKS).toBe(20);
  });

  it('refuses a piece too big, out of range, empty or not base64', () => {
    const uploadId = randomUUID();
    const big = Buffer.alloc(FILE_CHUNK_BYTES + 3).toString('base64');
    expect(fileChunkCommand.safeParse({ uploadId, index: 0, data: big }).success).toBe(false);
    expect(fileChunkCommand.safeParse({ uploadId, index: 20, data: 'AAAA' }).success).toBe(false);
    expect(fileChunkCommand.safeParse({ uploadId, index: 0, data: '' }).success).toBe(false);
    expect(fileChunkCommand.safeParse({ uploadId, index: 0, data: 'not base64!' }).success).toBe(false);
    expect(fileChunkCommand.safeParse({ uploadId: 'x', index: 0, data: 'AAAA' }).success).toBe(false);
  });

  it('describes a file by id, piece count, size, SHA-256 and name, at most 10 MB', () => {
    expect(fileManifest.parse({ ...manifest, fileName: '  deck.pdf ' }).fileName).toBe('deck.pdf');
    expect(fileManifest.safeParse({ ...manifest, size: FILE_TRANSFER_MAX_BYTES + 1 }).success).toBe(false);
    expect(fileManifest.safeParse({ ...manifest, chunkCount: 21 }).success).toBe(false);
    expect(fileManifest.safeParse({ ...manifest, sha256: 'A'.repeat(64) }).success).toBe(false);
    expect(fileManifest.safeParse({ ...manifest, fileName: '   ' }).success).toBe(false);
  });

  it('lowers the limits for an intake with a smaller file (5 MB: at most 10 pieces)', () => {
    const fiveMegabytes = fileManifestUpTo(5 * 1024 * 1024);
    const receipt = { ...manifest, size: 5 * 1024 * 1024, chunkCount: 10 };
    expect(fiveMegabytes.safeParse(receipt).success).toBe(true);
    expect(fiveMegabytes.safeParse({ ...receipt, size: receipt.size + 1 }).success).toBe(false);
    expect(fiveMegabytes.safeParse({ ...receipt, chunkCount: 11 }).success).toBe(false);
  });

  it('reads a stored file back slice by slice, the headers in every reply', () => {
    expect(fileChunkQuery.safeParse({ id: 1, index: 19 }).success).toBe(true);
    expect(fileChunkQuery.safeParse({ id: 0, index: 0 }).success).toBe(false);
    const reply = { data: 'AAAA', chunkCount: 1, size: 3, mimeType: 'image/png', fileName: 'r.png' };
    expect(fileChunkReply.parse(reply)).toEqual(reply);
    expect(fileChunkReply.safeParse({ ...reply, chunkCount: 0 }).success).toBe(false);
  });
});
