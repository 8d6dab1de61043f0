import { z } from 'zod';
import { language, ticketPackage } from '../../common/enums';
import { defineEvent } from '../../common/event-contract';

export const PAYMENT_COMPLETED = 'payment.completed.v1';

export const paymentMethods = ['card', 'bank_transfer', 'upi', 'cash', 'complimentary'] as const;
export const paymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/**
 * Emitted exactly once per registration whose payment became completed, whatever completed it: a verified card
 * callback or a staff confirmation. Carries what the consumers need (ticket, status, messages) so none of them
 * reads another service's schema.
 */
export const paymentCompletedPayload = z.object({
  paymentId: z.number().int(),
  registrationId: z.number().int(),
  registrationRef: z.string(),
  amount: z.number().int(),
  method: paymentMethod,
  /** 'ccavenue' | 'sandbox' for card payments, null for staff-confirmed ones. */
  provider: z.string().nullable(),
  transactionId: z.string().nullable(),
  completedAt: z.string(),
  /** Staff username for a staff confirmation, null for a verified provider callback. */
  confirmedBy: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  package: ticketPackage,
  ticketNumber: z.number().int(),
  language,
});
export type PaymentCompletedPayload = z.infer<typeof paymentCompletedPayload>;
export const paymentCompletedEvent = defineEvent(PAYMENT_COMPLETED, paymentCompletedPayload);
