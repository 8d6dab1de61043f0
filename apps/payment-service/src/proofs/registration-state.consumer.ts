import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  registrationUpdatedEvent,
  type RegistrationUpdatedPayload,
} from '@eventdesk/contracts';
import { OnEvent, runOnce } from '@eventdesk/server-kit';
import { keepRegistrationState } from './registration-state.repository';

export const PAYMENT_CONSUMER = 'payment';

/**
 * Keeps the registration's payment status and deleted flag (payment.registration_state), so the receipts queue
 * can set aside receipts nobody needs to decide any more. A redelivered event changes nothing (runOnce), and an
 * event older than the state already kept (a late retry) is ignored.
 */
@Injectable()
export class RegistrationStateConsumer {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(registrationUpdatedEvent)
  async onRegistrationUpdated(envelope: EventEnvelope<RegistrationUpdatedPayload>): Promise<void> {
    const { payload } = envelope;
    await runOnce(this.em, envelope, PAYMENT_CONSUMER, (tx) =>
      keepRegistrationState(tx, {
        registrationId: payload.registrationId,
        paymentStatus: payload.paymentStatus,
        deleted: payload.deleted,
        changedAt: payload.updatedAt,
      }),
    );
  }
}
