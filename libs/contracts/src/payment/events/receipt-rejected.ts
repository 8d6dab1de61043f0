import { z } from 'zod';
import { language } from '../../common/enums';
import { defineEvent } from '../../common/event-contract';

export const PAYMENT_RECEIPT_REJECTED = 'payment.receipt-rejected.v1';

/** How long the seat stays held after a rejection, so the visitor can upload again or pay by card. */
export const RECEIPT_REJECTED_HOLD_HOURS = 24;

/**
 * Staff refused a bank transfer / UPI receipt. The payment stays pending: notification tells the visitor why
 * (e-mail and WhatsApp), registration keeps the seat held for RECEIPT_REJECTED_HOLD_HOURS from `rejectedAt`.
 * Carries the contact details from the payment's registration copy, so no consumer reads another schema.
 */
export const receiptRejectedPayload = z.object({
  proofId: z.number().int(),
  paymentId: z.number().int(),
  registrationId: z.number().int(),
  registrationRef: z.string(),
  reason: z.string().min(1),
  rejectedAt: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  language,
});
export type ReceiptRejectedPayload = z.infer<typeof receiptRejectedPayload>;
export const receiptRejectedEvent = defineEvent(PAYMENT_RECEIPT_REJECTED, receiptRejectedPayload);
