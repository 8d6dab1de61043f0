import { z } from 'zod';
import { paymentStatus } from '../../common/enums';

/** Receipt images: at most 5 MB (spec public §5). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** A visitor's receipt is at least 10 kB: a real screenshot or photo is larger, a token file to stretch a hold is not. */
export const PROOF_MIN_BYTES = 10 * 1024;
/** Bank references a visitor's receipt must carry: UPI/IMPS 12 digits, NEFT 16 and RTGS 22 letters and digits. */
export const BANK_REFERENCE = /^(?:\d{12}|[A-Za-z0-9]{16}|[A-Za-z0-9]{22})$/;
/** What the payment page offers in its file picker; the server decides by the bytes. */
export const proofAcceptedTypes = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

export const proofStatuses = ['pending_review', 'confirmed', 'rejected'] as const;
export const proofStatus = z.enum(proofStatuses);
export type ProofStatus = z.infer<typeof proofStatus>;

/** A UTR / transaction number as staff or a bank statement write it (the loose form staff uploads keep). */
export const proofTransactionId = z
  .string({ error: 'validation.proof.transactionId.required' })
  .trim()
  .min(4, { error: 'validation.proof.transactionId.required' })
  .max(40, { error: 'validation.text.max' })
  .regex(/^[A-Za-z0-9 /-]+$/, { error: 'validation.proof.transactionId.invalid' });

/** The text fields of POST /api/payments/{ref}/proof (multipart; the file part is `image`). */
export const uploadProofFields = z.object({
  /** The UTR / transaction number of the transfer, as the visitor's bank app shows it, in a bank format. */
  transactionId: proofTransactionId.regex(BANK_REFERENCE, { error: 'validation.proof.transactionId.format' }),
});
export type UploadProofFields = z.infer<typeof uploadProofFields>;

/** The answer to an upload: received, not confirmed (staff confirm within about 24 hours). */
export const proofReceivedResponse = z.object({
  proofId: z.number().int(),
  status: z.literal('pending_review'),
  uploadedAt: z.string(),
  message: z.string(),
});
export type ProofReceivedResponse = z.infer<typeof proofReceivedResponse>;

/** GET /api/registrations/{id}/payments (staff). */
export const paymentView = z.object({
  id: z.number().int(),
  registrationId: z.number().int(),
  amount: z.number().int(),
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paymentDate: z.string().nullable(),
  status: paymentStatus,
  provider: z.string().nullable(),
  providerStatus: z.string().nullable(),
  orderId: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** GET /api/payments/{id}/proofs (staff); the image itself is GET /api/payment-proofs/{id}/image. */
export const proofView = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  transactionId: z.string(),
  status: proofStatus,
  uploadedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type ProofView = z.infer<typeof proofView>;

/** POST /api/admin/payment-proofs/{id}/confirm: staff confirm a receipt against the bank statement. */
export const confirmProofBody = z.object({
  /** Whole rupees received; must equal the registration's amount. */
  amount: z.number().int().positive(),
  method: z.enum(['bank_transfer', 'upi']),
  /** The UTR / transaction number as the bank statement shows it. */
  transactionId: z
    .string()
    .trim()
    .min(4, { error: 'validation.proof.transactionId.required' })
    .max(40, { error: 'validation.text.max' }),
});
export type ConfirmProofBody = z.infer<typeof confirmProofBody>;
