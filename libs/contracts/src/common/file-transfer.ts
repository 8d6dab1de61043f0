import { z } from 'zod';

/**
 * Files cross NATS in pieces: the server refuses a message over its max_payload (1 MB by default) and a 10 MB file
 * is 13.3 MB as base64. 512 KiB of bytes is about 683 kB of base64, so one piece plus its envelope stays under the
 * limit. One mechanism (libs/server-kit `file-transfer`) carries receipts, pitch documents and lead files.
 */
export const FILE_CHUNK_BYTES = 512 * 1024;
const FILE_CHUNK_BASE64 = Math.ceil(FILE_CHUNK_BYTES / 3) * 4;

/** Largest file any intake accepts (lead files and pitch documents: 10 MB); each intake has its own lower limit. */
export const FILE_TRANSFER_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TRANSFER_MAX_CHUNKS = Math.ceil(FILE_TRANSFER_MAX_BYTES / FILE_CHUNK_BYTES);

/** One piece of a file on its way to a service; sending the same (uploadId, index) twice stores it once. */
export const fileChunkCommand = z.object({
  uploadId: z.uuid(),
  index: z
    .number()
    .int()
    .min(0)
    .max(FILE_TRANSFER_MAX_CHUNKS - 1),
  /** base64 of 1 to FILE_CHUNK_BYTES bytes. */
  data: z
    .string()
    .min(1)
    .max(FILE_CHUNK_BASE64)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'),
});
export type FileChunkCommand = z.infer<typeof fileChunkCommand>;

/** The whole file as the sender saw it; the receiver checks count, size and SHA-256 against the pieces it holds. */
export const fileManifest = z.object({
  uploadId: z.uuid(),
  chunkCount: z.number().int().min(1).max(FILE_TRANSFER_MAX_CHUNKS),
  size: z.number().int().min(1).max(FILE_TRANSFER_MAX_BYTES),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string().trim().min(1).max(255),
});
export type FileManifest = z.infer<typeof fileManifest>;

/** The manifest of an intake with a lower limit than FILE_TRANSFER_MAX_BYTES (receipts: 5 MB). */
export function fileManifestUpTo(maxBytes: number) {
  return fileManifest.extend({
    chunkCount: z
      .number()
      .int()
      .min(1)
      .max(Math.ceil(maxBytes / FILE_CHUNK_BYTES)),
    size: z.number().int().min(1).max(maxBytes),
  });
}

/** What a service answers to a staged piece: how many bytes it holds (a repeat is answered the same). */
export const fileChunkAck = z.object({ received: z.number().int().min(1).max(FILE_CHUNK_BYTES) });
export type FileChunkAck = z.infer<typeof fileChunkAck>;

/** Reading a stored file back in pieces (staff downloads): which file, which piece. */
export const fileChunkQuery = z.object({
  id: z.number().int().positive(),
  index: z
    .number()
    .int()
    .min(0)
    .max(FILE_TRANSFER_MAX_CHUNKS - 1),
});
export type FileChunkQuery = z.infer<typeof fileChunkQuery>;

/** One slice of a stored file, with what the download's headers need (every slice carries them). */
export const fileChunkReply = z.object({
  data: z.string(),
  chunkCount: z.number().int().min(1),
  size: z.number().int().min(0),
  mimeType: z.string(),
  fileName: z.string(),
});
export type FileChunkReply = z.infer<typeof fileChunkReply>;
