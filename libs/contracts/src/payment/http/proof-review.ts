import { z } from 'zod';
import { ticketPackage } from '../../common/enums';
import { paymentMethod } from '../events/payment-completed';
import { proofStatus, proofTransactionId } from './payment-proof';

/**
 * The receipts screen's tabs. `pending_review` holds only receipts still to decide; `closed` holds the unreviewed
 * receipts of registrations that were deleted, voided or completed another way (kept for audit, nothing to do).
 */
export const proofReviewTabs = ['pending_review', 'closed', 'confirmed', 'rejected', 'all'] as const;
export const proofReviewTab = z.enum(proofReviewTabs);
export type ProofReviewTab = z.infer<typeof proofReviewTab>;

/** Why an unreviewed receipt needs no decision any more. */
export const proofClosedReasons = ['deleted', 'void', 'completed'] as const;
export const proofClosedReason = z.enum(proofClosedReasons);
export type ProofClosedReason = z.infer<typeof proofClosedReason>;

/** Another receipt or a completed payment carrying the same UTR (compared trimmed, upper-case, without spaces). */
export const utrDuplicate = z.object({
  kind: z.enum(['receipt', 'payment']),
  /** The receipt's or the payment's id. */
  id: z.number().int(),
  registrationId: z.number().int(),
  registrationRef: z.string(),
});
export type UtrDuplicate = z.infer<typeof utrDuplicate>;

/** The UTR as the duplicate check compares it: no spaces, upper-case. */
export function normalizeUtr(utr: string): string {
  return utr.replace(/\s+/g, '').toUpperCase();
}

/** GET /api/admin/payment-proofs: receipts to confirm (default), closed, already reviewed or all, newest first. */
export const proofReviewListQuery = z.object({
  status: proofReviewTab.default('pending_review'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ProofReviewListQuery = z.infer<typeof proofReviewListQuery>;

/** A receipt with what staff compare it against: the amount due and the payment reference of the transfer remark. */
export const proofReviewRow = z.object({
  proofId: z.number().int(),
  paymentId: z.number().int(),
  registrationId: z.number().int(),
  registrationRef: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  package: ticketPackage,
  expectedAmount: z.number().int(),
  paymentReference: z.string().nullable(),
  /** The UTR the visitor typed. */
  transactionId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
  status: proofStatus,
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The staff username when staff uploaded the receipt (Add Registration dialog); null for the visitor's own. */
  uploadedBy: z.string().nullable(),
  /** Set when the receipt is unreviewed but its registration was deleted, voided or completed another way. */
  closedReason: proofClosedReason.nullable(),
  /** Other receipts and completed payments with the same UTR; empty when it is unique. */
  utrDuplicates: z.array(utrDuplicate),
});
export type ProofReviewRow = z.infer<typeof proofReviewRow>;

export const proofReviewPage = z.object({
  items: z.array(proofReviewRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ProofReviewPage = z.infer<typeof proofReviewPage>;

/** POST /api/admin/payment-proofs/{id}/reject */
export const rejectProofBody = z.object({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, { error: 'Give a reason of at least 3 characters' })
    .max(500, { error: 'The reason must be at most 500 characters' }),
});
export type RejectProofBody = z.infer<typeof rejectProofBody>;

/**
 * POST /admin/manual_update/payment/{id} (spec admin §7; id is the registration id): with `checked` true staff
 * record a payment received outside the site (cash, a transfer without a receipt upload, a complimentary pass); it
 * completes through the same path as a verified card payment. `referd_name` keeps the spec's field: who referred or
 * collected it, stored as the payment's note.
 */
export const manualPaymentUpdateBody = z.object({
  checked: z.literal(true, { error: 'Tick "Update Payment Status" to record the payment' }),
  referd_name: z.string().trim().max(120).optional(),
  method: paymentMethod.default('cash'),
  /** Whole rupees; defaults to the registration's amount (0 only for complimentary). */
  amount: z.number().int().min(0).optional(),
  transactionId: z.string().trim().min(4).max(40).optional(),
});
export type ManualPaymentUpdateBody = z.infer<typeof manualPaymentUpdateBody>;

export const manualPaymentUpdated = z.object({
  paymentId: z.number().int(),
  registrationId: z.number().int(),
  amount: z.number().int(),
  method: paymentMethod,
  status: z.literal('completed'),
  message: z.string(),
});
export type ManualPaymentUpdated = z.infer<typeof manualPaymentUpdated>;

/**
 * POST /api/admin/registrations/{id}/proof (multipart: `image`, optional `transactionId`): a receipt staff upload
 * for the visitor (Add / Edit Registration dialogs); an empty field counts as not given.
 */
export const staffUploadProofFields = z.object({
  transactionId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    proofTransactionId.optional(),
  ),
});
export type StaffUploadProofFields = z.infer<typeof staffUploadProofFields>;
