import type { EntityManager } from '@mikro-orm/postgresql';
import { paidRegistrationRepository } from './paid-registration.repository';

/*
 * Linking a lead to a registration and that registration's payment.completed take the registration's payment
 * lock first, so one of them always sees the other: without it a payment completing between the link's RPC answer
 * ("pending") and its commit would leave the lead unconverted for good.
 */

/** Inside the linking transaction, before the lead's row lock: whether payment.completed already came for it. */
export async function lockPaidRegistration(tx: EntityManager, registrationId: number): Promise<boolean> {
  await paidRegistrationRepository.lock(tx, registrationId);
  return paidRegistrationRepository.isPaid(tx, registrationId);
}

/** payment.completed: remembers the payment and converts every lead already linked to the registration. */
export async function markRegistrationPaid(tx: EntityManager, registrationId: number): Promise<number> {
  await paidRegistrationRepository.lock(tx, registrationId);
  await paidRegistrationRepository.remember(tx, registrationId);
  return paidRegistrationRepository.convertLinkedLeads(tx, registrationId);
}
