import { z } from 'zod';
import { language } from '../../common/enums';
import { pitchApplicationForm } from '../http/pitch-application-form';
import { PITCH_DOCUMENT_MAX_BYTES } from '../http/pitch-options';
import { reviewPitchBody } from '../http/review-pitch';

/** RPC subjects for pitch applications, served by the registration service (queue group "registration"). */
export const pitchPatterns = {
  uploadChunk: 'pitch.upload-chunk',
  submit: 'pitch.submit',
  list: 'pitch.list',
  get: 'pitch.get',
  getDocumentChunk: 'pitch.get-document-chunk',
  review: 'pitch.review',
} as const;

/**
 * Document bytes cross NATS in chunks: the NATS server refuses messages over its max_payload (1 MB by
 * default), and a 10 MB document is 13.3 MB as base64. 512 KiB of bytes is about 683 kB of base64, so a chunk
 * message stays well under the default whatever server it meets. See README "Pitch documents over NATS".
 */
export const PITCH_CHUNK_BYTES = 512 * 1024;
export const PITCH_MAX_CHUNKS = Math.ceil(PITCH_DOCUMENT_MAX_BYTES / PITCH_CHUNK_BYTES);
const MAX_CHUNK_BASE64 = Math.ceil(PITCH_CHUNK_BYTES / 3) * 4;

const chunkIndex = z
  .number()
  .int()
  .min(0)
  .max(PITCH_MAX_CHUNKS - 1);

/** Stores one chunk of a pending upload; sending the same (uploadId, index) twice stores it once. */
export const uploadPitchChunkCommand = z.object({
  uploadId: z.uuid(),
  index: chunkIndex,
  data: z.base64().min(1).max(MAX_CHUNK_BASE64),
});
export type UploadPitchChunkCommand = z.infer<typeof uploadPitchChunkCommand>;

/** The uploaded document, as the gateway saw it; the service checks every figure against the chunks. */
export const pitchDocumentUpload = z.object({
  uploadId: z.uuid(),
  fileName: z.string().min(1).max(255),
  size: z.number().int().min(1).max(PITCH_DOCUMENT_MAX_BYTES),
  chunkCount: z.number().int().min(1).max(PITCH_MAX_CHUNKS),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PitchDocumentUpload = z.infer<typeof pitchDocumentUpload>;

export const submitPitchCommand = z.object({
  application: pitchApplicationForm,
  language,
  document: pitchDocumentUpload.nullable(),
});
export type SubmitPitchCommand = z.infer<typeof submitPitchCommand>;
export type SubmitPitchCommandInput = z.input<typeof submitPitchCommand>;

export const getPitchQuery = z.object({ id: z.number().int().positive() });
export type GetPitchQuery = z.infer<typeof getPitchQuery>;

export const getPitchDocumentChunkQuery = z.object({ id: z.number().int().positive(), index: chunkIndex });
export type GetPitchDocumentChunkQuery = z.infer<typeof getPitchDocumentChunkQuery>;

export const pitchDocumentChunk = z.object({ data: z.string() });
export type PitchDocumentChunk = z.infer<typeof pitchDocumentChunk>;

export const reviewPitchCommand = reviewPitchBody.extend({
  id: z.number().int().positive(),
  reviewedBy: z.string().min(1),
});
export type ReviewPitchCommand = z.infer<typeof reviewPitchCommand>;
export type ReviewPitchCommandInput = z.input<typeof reviewPitchCommand>;
