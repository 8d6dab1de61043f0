import { z } from 'zod';
import { fileManifestUpTo } from '../../common/file-transfer';
import { idempotencyKey } from '../../common/idempotency';
import { publicRef } from '../../registration/http/registration-view';
import { cardOrderStatus } from '../http/payment-result';
import { confirmProofBody, PROOF_MAX_BYTES, proofTransactionId } from '../http/payment-proof';
import { manualPaymentUpdateBody, rejectProofBody, staffUploadProofFields } from '../http/proof-review';

/** RPC subjects served by the payment service (NATS, queue group "payment"). */
export const paymentPatterns = {
  getConfig: 'payment.get-config',
  initiate: 'payment.initiate',
  checkoutForm: 'payment.checkout-form',
  cardCallback: 'payment.card-callback',
  save: 'payment.save',
  /** An order's verified result for the /success and /error pages (`orderIdQuery` → `paymentOrderResult`). */
  orderResult: 'payment.order-result',
  summary: 'payment.summary',
  /** A piece of a receipt on its way in (`fileChunkCommand` → `fileChunkAck`). */
  stageProofChunk: 'payment.proof.stage-chunk',
  submitProof: 'payment.proof.submit',
  listForRegistration: 'payment.list-for-registration',
  listProofs: 'payment.proof.list',
  /** A slice of a receipt image (`fileChunkQuery` → `fileChunkReply`). */
  proofImageChunk: 'payment.proof.image-chunk',
  confirmProof: 'payment.proof.confirm',
  // Staff (issue 6): receipts to confirm, rejection, manual payment, receipt uploaded by staff.
  listProofsForReview: 'payment.proof.list-for-review',
  rejectProof: 'payment.proof.reject',
  manualUpdate: 'payment.manual-update',
  staffSubmitProof: 'payment.proof.staff-submit',
  /** Completed-payment facts of a batch of registrations for the staff export (`paymentFactsQuery`). */
  paymentFacts: 'payment.admin.payment-facts',
  sandboxOpen: 'payment.sandbox.open',
  sandboxGet: 'payment.sandbox.get',
  sandboxComplete: 'payment.sandbox.complete',
} as const;

/** A receipt's pieces are staged under `paymentPatterns.stageProofChunk` (the shared `fileChunkCommand`). */
const proofFile = fileManifestUpTo(PROOF_MAX_BYTES);

export const refQuery = z.object({ ref: publicRef });
export type RefQuery = z.infer<typeof refQuery>;
export const orderIdQuery = z.object({ orderId: z.string().min(1).max(64) });
export type OrderIdQuery = z.infer<typeof orderIdQuery>;
export const idQuery = z.object({ id: z.number().int().positive() });
export type IdQuery = z.infer<typeof idQuery>;

/** The bank format is the public route's check (uploadProofFields); the service keeps the loose form staff use. */
export const submitProofCommand = z.object({
  transactionId: proofTransactionId,
  ref: publicRef,
  file: proofFile,
  /** The client's Idempotency-Key: a retried upload gets the first answer and stores nothing more. */
  idempotencyKey: idempotencyKey.optional(),
});
export type SubmitProofCommand = z.infer<typeof submitProofCommand>;

export const confirmProofCommand = confirmProofBody.extend({
  id: z.number().int().positive(),
  confirmedBy: z.string().min(1),
});
export type ConfirmProofCommand = z.infer<typeof confirmProofCommand>;

export const confirmProofResponse = z.object({
  paymentId: z.number().int(),
  /** False when the registration was already completed by another payment (no second event). */
  completedRegistration: z.boolean(),
  // Last, as the service writes it: the gateway passes the checked answer on, in the schema's key order.
  status: z.literal('completed'),
});
export type ConfirmProofResponse = z.infer<typeof confirmProofResponse>;

/** The sandbox provider's pages (only when PAYMENT_PROVIDER=sandbox). */
export const sandboxOpenCommand = z.object({
  encRequest: z.string().min(1).max(20_000),
  accessCode: z.string().min(1).max(100),
});
export type SandboxOpenCommand = z.infer<typeof sandboxOpenCommand>;

export const sandboxTrackingQuery = z.object({ trackingId: z.string().regex(/^\d{12}$/) });
export type SandboxTrackingQuery = z.infer<typeof sandboxTrackingQuery>;

/** The sandbox order `sandboxOpen` made: its page is /payment_test/{trackingId}. */
export const sandboxOpened = z.object({ trackingId: z.string() });
export type SandboxOpened = z.infer<typeof sandboxOpened>;

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
  file: proofFile,
});
export type StaffSubmitProofCommand = z.infer<typeof staffSubmitProofCommand>;
