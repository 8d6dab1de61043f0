import type { EntityManager } from '@mikro-orm/postgresql';
import { type RegistrationMessageKind, registrationMessageRequestedEvent } from '@eventdesk/contracts';
import { recordEvent } from '@eventdesk/server-kit';
import type { Registration } from './registration.entity';

/**
 * Records (outbox) a message to the registration's stored address or number, with its current data: the staff row
 * actions and the visitor's "resend my ticket" share it, and the notification workers send it through their
 * delivery log. Returns the event id.
 */
export function recordMessageRequest(
  tx: EntityManager,
  registration: Registration,
  kind: RegistrationMessageKind,
  requestedBy: string,
): Promise<string> {
  return recordEvent(tx, registrationMessageRequestedEvent, {
    kind,
    requestedBy,
    registrationId: registration.id,
    ref: registration.ref,
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phone,
    package: registration.package,
    amount: registration.amount,
    paymentStatus: registration.paymentStatus,
    language: registration.language,
  });
}
