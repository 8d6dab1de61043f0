import { z } from 'zod';
import { publicRef } from '../../registration/http/registration-view';
import { cardOrderStatus } from '../http/payment-result';
import { confirmProofBody, PROOF_MAX_BYTES, uploadProofFields } from '../http/payment-proof';
import { manualPaymentUpdateBody, rejectProofBody, staffUploadProofFields } from '../http/proof-review';

/** RPC subjects served by the payment service (NATS, queue group "payment"). */
export const paymentPatterns = {
  getConfig: 'payment.get-config',
  initiate: 'payment.initiate',
  checkoutForm: 'payment.checkout-form',
  cardCallback: 'payment.card-callback',
  save: 'payment.save',
  summary: 'payment.summary',
  stageProofChunk: 'payment.proof.stage-chunk',
  submitProof: 'payment.proof.submit',
  listForRegistration: 'payment.list-for-registration',
  listProofs: 'payment.proof.list',
  proofImageChunk: 'payment.proof.image-chunk',
  confirmProof: 'payment.proof.confirm',
  // Staff (issue 6): receipts to confirm, rejection, manual payment, receipt uploaded by staff.
  listProofsForReview: 'payment.proof.list-for-review',
  rejectProof: 'payment.proof.reject',
  manualUpdate: 'payment.manual-update',
  staffSubmitProof: 'payment.proof.staff-submit',
  sandboxOpen: 'payment.sandbox.open',
  sandboxGet: 'payment.sandbox.get',
  sandboxComplete: 'payment.sandbox.complete',
} as const;

/**
 * Files cross NATS in pieces: a message is limited to 1 MB (the server default), a receipt may be 5 MB. Each piece
 * is base64 in JSON, so 512 KiB of bytes stays well under the limit.
 */
export const FILE_CHUNK_BYTES = 512 * 1024;
const maxChunks = Math.ceil(PROOF_MAX_BYTES / FILE_CHUNK_BYTES);

export const refQuery = z.object({ ref: publicRef });
export const orderIdQuery = z.object({ orderId: z.string().min(1).max(64) });
export const idQuery = z.object({ id: z.number().int().positive() });

export const stageProofChunkCommand = z.object({
  uploadId: z.uuid(),
  index: z
    .number()
    .int()
    .min(0)
    .max(maxChunks - 1),
  /** base64 of at most FILE_CHUNK_BYTES bytes. */
  data: z
    .string()
    .min(1)
    .max(Math.ceil(FILE_CHUNK_BYTES / 3) * 4),
});
export type StageProofChunkCommand = z.infer<typeof stageProofChunkCommand>;

export const submitProofCommand = uploadProofFields.extend({
  ref: publicRef,
  uploadId: z.uuid(),
  chunks: z.number().int().min(1).max(maxChunks),
  size: z.number().int().min(1).max(PROOF_MAX_BYTES),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string().trim().min(1).max(255),
});
export type SubmitProofCommand = z.infer<typeof submitProofCommand>;

export const proofImageChunkQuery = z.object({
  id: z.number().int().positive(),
  index: z
    .number()
    .int()
    .min(0)
    .max(maxChunks - 1),
});
export type ProofImageChunkQuery = z.infer<typeof proofImageChunkQuery>;

export const proofImageChunk = z.object({
  mime: z.string(),
  size: z.number().int(),
  chunks: z.number().int(),
  index: z.number().int(),
  data: z.string(),
});
export type ProofImageChunk = z.infer<typeof proofImageChunk>;

export const confirmProofCommand = confirmProofBody.extend({
  id: z.number().int().positive(),
  confirmedBy: z.string().min(1),
});
export type ConfirmProofCommand = z.infer<typeof confirmProofCommand>;

export const confirmProofResponse = z.object({
  paymentId: z.number().int(),
  status: z.literal('completed'),
  /** False when the registration was already completed by another payment (no second event). */
  completedRegistration: z.boolean(),
});
export type ConfirmProofResponse = z.infer<typeof confirmProofResponse>;

/** The sandbox provider's pages (only when PAYMENT_PROVIDER=sandbox). */
export const sandboxOpenCommand = z.object({
  encRequest: z.string().min(1).max(20_000),
  accessCode: z.string().min(1).max(100),
});
export type SandboxOpenCommand = z.infer<typeof sandboxOpenCommand>;

export const sandboxTrackingQuery = z.object({ trackingId: z.string().regex(/^\d{12}$/) });

export const sandboxCompleteCommand = sandboxTrackingQuery.extend({ outcome: cardOrderStatus });
export type SandboxCompleteCommand = z.infer<typeof sandboxCompleteCommand>;

export const sandboxPage = z.object({
  trackingId: z.string(),
  orderId: z.string(),
  amount: z.string(),
  currency: z.string(),
  billingName: z.string(),
  billingEmail: z.string(),
  merchantId: z.string(),
  /** Initiated until a button was pressed; then the outcome, which cannot change. */
  status: z.string(),
});
export type SandboxPage = z.infer<typeof sandboxPage>;

export const rejectProofCommand = rejectProofBody.extend({
  id: z.number().int().positive(),
  rejectedBy: z.string().min(1),
});
export type RejectProofCommand = z.infer<typeof rejectProofCommand>;

export const manualPaymentUpdateCommand = manualPaymentUpdateBody.extend({
  registrationId: z.number().int().positive(),
  actor: z.string().min(1),
});
export type ManualPaymentUpdateCommand = z.infer<typeof manualPaymentUpdateCommand>;

/** A receipt staff uploaded for a registration (by its integer id), pieces staged as for the visitor's upload. */
export const staffSubmitProofCommand = staffUploadProofFields.extend({
  registrationId: z.number().int().positive(),
  uploadedBy: z.string().min(1).max(64),
  uploadId: z.uuid(),
  chunks: z.number().int().min(1).max(maxChunks),
  size: z.number().int().min(1).max(PROOF_MAX_BYTES),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string().trim().min(1).max(255),
});
export type StaffSubmitProofCommand = z.infer<typeof staffSubmitProofCommand>;
