import type { EntityManager } from '@mikro-orm/postgresql';
import { registrationUpdatedEvent } from '@eventdesk/contracts';
import { recordEvent } from '@eventdesk/server-kit';
import type { Registration } from '../registrations/registration.entity';

/** Records registration.updated.v1 in the caller's transaction, with the registration as it now is. */
export function recordRegistrationUpdated(
  tx: EntityManager,
  registration: Registration,
  actor: string,
): Promise<string> {
  return recordEvent(tx, registrationUpdatedEvent, {
    registrationId: registration.id,
    ref: registration.ref,
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phone,
    package: registration.package,
    amount: registration.amount,
    language: registration.language,
    paymentStatus: registration.paymentStatus,
    deleted: registration.deleted,
    updatedAt: registration.updatedAt.toISOString(),
    updatedBy: actor,
  });
}
