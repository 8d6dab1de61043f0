import { z } from 'zod';
import { language, ticketPackage, type RegistrationView } from '@eventdesk/contracts';

/**
 * The registration as it was when the order (or the bank/UPI payment) was opened. The payment.completed event is
 * filled from this copy, so completing a payment never has to ask the registration service.
 */
export const registrationSnapshot = z.object({
  id: z.number().int(),
  ref: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  package: ticketPackage,
  ticketNumber: z.number().int(),
  language,
  amount: z.number().int().positive(),
});
export type RegistrationSnapshot = z.infer<typeof registrationSnapshot>;

export function snapshotOf(registration: RegistrationView): RegistrationSnapshot {
  return registrationSnapshot.parse(registration);
}

/** The short reference a visitor writes in the bank transfer / UPI remark (DESIGN "Bank/UPI"). */
export function paymentReferenceFor(registrationId: number): string {
  return `CBC-${registrationId}`;
}
