import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { REGISTRATION_UPDATED, registrationUpdatedPayload, type EventEnvelope } from '@eventdesk/contracts';
import { OnEvent, runOnce } from '@eventdesk/server-kit';

export const PAYMENT_CONSUMER = 'payment';

/**
 * Keeps the registration's payment status and deleted flag (payment.registration_state), so the receipts queue
 * can set aside receipts nobody needs to decide any more. A redelivered event changes nothing (runOnce), and an
 * event older than the state already kept (a late retry) is ignored.
 */
@Injectable()
export class RegistrationStateConsumer {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(REGISTRATION_UPDATED)
  async onRegistrationUpdated(envelope: EventEnvelope): Promise<void> {
    const payload = registrationUpdatedPayload.parse(envelope.payload);
    await runOnce(this.em, envelope, PAYMENT_CONSUMER, async (tx) => {
      await tx.execute(
        `insert into "payment"."registration_state" ("registration_id", "payment_status", "deleted", "changed_at")
         values (?, ?, ?, ?)
         on conflict ("registration_id") do update
           set "payment_status" = excluded."payment_status", "deleted" = excluded."deleted",
               "changed_at" = excluded."changed_at"
         where "registration_state"."changed_at" <= excluded."changed_at"`,
        [payload.registrationId, payload.paymentStatus, payload.deleted, payload.updatedAt],
        'run',
      );
    });
  }
}
