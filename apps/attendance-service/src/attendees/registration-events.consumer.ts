import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  registrationCreatedEvent,
  registrationUpdatedEvent,
  type RegistrationCreatedPayload,
  type RegistrationUpdatedPayload,
} from '@eventdesk/contracts';
import { OnEvent, runOnce } from '@eventdesk/server-kit';
import { ATTENDANCE_CONSUMER } from '../tickets/payment-events.consumer';
import { applyRegistrationUpdate, insertAttendeeIfAbsent } from './attendees.repository';

/**
 * A new registration is known here as "pending", so the attendance page and the QR endpoint can tell an unpaid
 * registration (Payment Pending, 409) from an unknown reference (404).
 */
@Injectable()
export class RegistrationEventsConsumer {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(registrationCreatedEvent)
  async onRegistrationCreated(envelope: EventEnvelope<RegistrationCreatedPayload>): Promise<void> {
    const { payload } = envelope;
    await runOnce(this.em, envelope, ATTENDANCE_CONSUMER, (tx) =>
      insertAttendeeIfAbsent(tx, {
        registrationId: payload.registrationId,
        ref: payload.ref,
        fullName: payload.fullName,
        email: payload.email,
        phone: payload.phone,
        package: payload.package,
        ticketNumber: 1,
        amount: payload.amount,
        language: payload.language,
        paymentStatus: 'pending',
      }),
    );
  }

  /** Staff edits keep the door's name and package right; a deleted or voided registration is no longer admitted. */
  @OnEvent(registrationUpdatedEvent)
  async onRegistrationUpdated(envelope: EventEnvelope<RegistrationUpdatedPayload>): Promise<void> {
    const { payload } = envelope;
    await runOnce(this.em, envelope, ATTENDANCE_CONSUMER, (tx) =>
      applyRegistrationUpdate(tx, {
        registrationId: payload.registrationId,
        fullName: payload.fullName,
        email: payload.email,
        phone: payload.phone,
        package: payload.package,
        amount: payload.amount,
        language: payload.language,
        withdrawn: payload.deleted || payload.paymentStatus === 'void',
      }),
    );
  }
}
