import { z } from 'zod';
import { paymentMethod } from '../events/payment-completed';

/** At most this many registrations per `paymentPatterns.paymentFacts` call: one export page. */
export const PAYMENT_FACTS_BATCH = 2000;

/** The registrations of one export page (issue 16 item 5): one call per page, never one per row. */
export const paymentFactsQuery = z.object({
  registrationIds: z.array(z.number().int().positive()).max(PAYMENT_FACTS_BATCH),
});
export type PaymentFactsQuery = z.infer<typeof paymentFactsQuery>;

/** A registration's completed payment as the payment service recorded it (the latest, if several). */
export const registrationPaymentFacts = z.object({
  registrationId: z.number().int(),
  amountPaid: z.number().int(),
  method: paymentMethod.nullable(),
  /** The provider's tracking id or the UTR staff confirmed; null for cash or a complimentary pass. */
  transactionId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type RegistrationPaymentFacts = z.infer<typeof registrationPaymentFacts>;

/** Only registrations with a completed payment appear. */
export const paymentFactsReply = z.object({ facts: z.array(registrationPaymentFacts) });
export type PaymentFactsReply = z.infer<typeof paymentFactsReply>;
