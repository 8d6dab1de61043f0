import { z } from 'zod';
import { language } from '../../common/enums';
import { fileManifestUpTo } from '../../common/file-transfer';
import { idempotencyKey } from '../../common/idempotency';
import { pitchApplicationForm } from '../http/pitch-application-form';
import { PITCH_DOCUMENT_MAX_BYTES } from '../http/pitch-options';
import { reviewPitchBody } from '../http/review-pitch';

/** RPC subjects for pitch applications, served by the registration service (queue group "registration"). */
export const pitchPatterns = {
  /** A piece of a document on its way in (`fileChunkCommand` → `fileChunkAck`). */
  uploadChunk: 'pitch.upload-chunk',
  submit: 'pitch.submit',
  list: 'pitch.list',
  get: 'pitch.get',
  /** A slice of an application's document, by application id (`fileChunkQuery` → `fileChunkReply`). */
  getDocumentChunk: 'pitch.get-document-chunk',
  review: 'pitch.review',
} as const;

/** A pitch document's manifest; its pieces are staged under `pitchPatterns.uploadChunk`. */
const pitchDocumentFile = fileManifestUpTo(PITCH_DOCUMENT_MAX_BYTES);

export const submitPitchCommand = z.object({
  application: pitchApplicationForm,
  language,
  document: pitchDocumentFile.nullable(),
  /** The client's Idempotency-Key: a retried application gets the first answer and stores nothing more. */
  idempotencyKey: idempotencyKey.optional(),
});
export type SubmitPitchCommand = z.infer<typeof submitPitchCommand>;
export type SubmitPitchCommandInput = z.input<typeof submitPitchCommand>;

export const getPitchQuery = z.object({ id: z.number().int().positive() });
export type GetPitchQuery = z.infer<typeof getPitchQuery>;

export const reviewPitchCommand = reviewPitchBody.extend({
  id: z.number().int().positive(),
  reviewedBy: z.string().min(1),
});
export type ReviewPitchCommand = z.infer<typeof reviewPitchCommand>;
export type ReviewPitchCommandInput = z.input<typeof reviewPitchCommand>;
