import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventSettings } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import type { Registration } from '../registrations/registration.entity';
import { lockLiveRegistrationById } from '../registrations/registrations.repository';

export const REGISTRATION_NOT_FOUND = 'Registration not found';

/**
 * Reads a live (not deleted) registration and locks its row for the rest of the transaction, so a staff change
 * and a payment arriving at the same moment (payment-completed consumer, same lock) apply one after the other.
 */
export async function lockLiveRegistration(tx: EntityManager, id: number): Promise<Registration> {
  const registration = await lockLiveRegistrationById(tx, id);
  if (!registration) {
    throw new DomainError('NOT_FOUND', REGISTRATION_NOT_FOUND);
  }
  return registration;
}

/**
 * How long a seat claimed by staff is held (Add Registration, a package change, a void brought back): staff
 * register people who pay by bank/UPI or cash later, so the bank/UPI hold applies, not the 30-minute card hold.
 * A hold that lapses only stops counting; a later payment still sells any free seat or goes to review.
 */
export function staffHoldMinutes(settings: EventSettings): number {
  return settings.payment.bankHoldHours * 60;
}
