import { z } from 'zod';
import { registrationPaymentStatus, ticketPackage } from '../../common/enums';
import { proofStatus } from './payment-proof';

/** GET /api/payments/{ref}: everything the payment page shows. */
export const paymentSummary = z.object({
  registration: z.object({
    id: z.number().int(),
    ref: z.string(),
    fullName: z.string(),
    email: z.string(),
    package: ticketPackage,
    voucher: z.boolean(),
    /** The coupon the server applied and the full price it replaced; absent or null without one. */
    couponCode: z.string().nullable().optional(),
    listPrice: z.number().int().nullable().optional(),
    // After the coupon fields, as the payment service writes them: a checked answer keeps the schema's key order.
    isAdditionalTicket: z.boolean(),
  }),
  /** Whole rupees, from the registration (a valid coupon is already applied). */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** To put in the bank transfer / UPI remark, so staff can match the money to the registration. */
  paymentReference: z.string(),
  paymentStatus: registrationPaymentStatus,
  bank: z.object({
    accountName: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
    bankName: z.string(),
    branch: z.string(),
    upiId: z.string(),
    /** The payment QR image from the settings, else a UPI QR with the amount and reference; empty if neither. */
    qrImage: z.string(),
  }),
  /** The latest receipt the visitor uploaded, if any. */
  proof: z
    .object({
      status: proofStatus,
      uploadedAt: z.string(),
      transactionId: z.string(),
    })
    .nullable(),
  /**
   * Set while the latest receipt is the one staff refused: why, and when (the page says what to do next).
   * Optional so a page built before the field (or a payment service answering without it) still parses.
   */
  rejection: z
    .object({
      reason: z.string(),
      rejectedAt: z.string(),
    })
    .nullable()
    .optional(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;
