import { randomUUID } from 'node:crypto';
import {
  PITCH_CHUNK_BYTES,
  PITCH_MAX_CHUNKS,
  pitchDocumentUpload,
  reviewPitchCommand,
  uploadPitchChunkCommand,
} from './patterns';

describe('pitch RPC messages', () => {
  it('keeps a full chunk message under the default NATS max_payload of 1 MiB', () => {
    const data = Buffer.alloc(PITCH_CHUNK_BYTES, 0xff).toString('base64');
    const message = { uploadId: randomUUID(), index: PITCH_MAX_CHUNKS - 1, data };
    expect(uploadPitchChunkCommand.parse(message).data).toBe(data);
    expect(
      Buffer.byteLength(JSON.stringify({ pattern: 'pitch.upload-chunk', data: message, id: randomUUID() })),
    ).toBeLessThan(1024 * 1024);
    expect(PITCH_MAX_CHUNKS).toBe(20);
  });

  it('refuses a chunk too big, out of range or not base64', () => {
    const uploadId = randomUUID();
    const big = Buffer.alloc(PITCH_CHUNK_BYTES + 3).toString('base64');
    expect(uploadPitchChunkCommand.safeParse({ uploadId, index: 0, data: big }).success).toBe(false);
    expect(uploadPitchChunkCommand.safeParse({ uploadId, index: 20, data: 'AAAA' }).success).toBe(false);
    expect(uploadPitchChunkCommand.safeParse({ uploadId, index: 0, data: 'not base64!' }).success).toBe(
      false,
    );
    expect(uploadPitchChunkCommand.safeParse({ uploadId: 'x', index: 0, data: 'AAAA' }).success).toBe(false);
  });

  it('describes an upload by id, size, chunk count and SHA-256, at most 10 MB', () => {
    const upload = {
      uploadId: randomUUID(),
      fileName: 'deck.pdf',
      size: 10 * 1024 * 1024,
      chunkCount: 20,
      sha256: 'a'.repeat(64),
    };
    expect(pitchDocumentUpload.safeParse(upload).success).toBe(true);
    expect(pitchDocumentUpload.safeParse({ ...upload, size: upload.size + 1 }).success).toBe(false);
    expect(pitchDocumentUpload.safeParse({ ...upload, sha256: 'A'.repeat(64) }).success).toBe(false);
  });

  it('needs the reviewer on a review', () => {
    expect(reviewPitchCommand.safeParse({ id: 1, status: 'accepted', reviewedBy: 'admin' }).success).toBe(
      true,
    );
    expect(reviewPitchCommand.safeParse({ id: 1, status: 'accepted' }).success).toBe(false);
  });
});
