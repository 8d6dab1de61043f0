import { randomUUID } from 'node:crypto';
import { reviewPitchCommand, submitPitchCommand } from './patterns';

describe('pitch RPC messages', () => {
  it('takes a document of up to 10 MB, described by the shared file manifest, or none', () => {
    const document = {
      uploadId: randomUUID(),
      fileName: 'deck.pdf',
      size: 10 * 1024 * 1024,
      chunkCount: 20,
      sha256: 'a'.repeat(64),
    };
    const documentOf = (value: unknown) => submitPitchCommand.shape.document.safeParse(value).success;
    expect(documentOf(document)).toBe(true);
    expect(documentOf(null)).toBe(true);
    expect(documentOf({ ...document, size: document.size + 1 })).toBe(false);
    expect(documentOf({ ...document, chunks: 20, chunkCount: undefined })).toBe(false);
  });

  it('needs the reviewer on a review', () => {
    expect(reviewPitchCommand.safeParse({ id: 1, status: 'accepted', reviewedBy: 'admin' }).success).toBe(
      true,
    );
    expect(reviewPitchCommand.safeParse({ id: 1, status: 'accepted' }).success).toBe(false);
  });
});
