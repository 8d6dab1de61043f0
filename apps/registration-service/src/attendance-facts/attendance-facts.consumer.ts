import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  checkedInEvent,
  checkInUndoneEvent,
  type CheckInUndonePayload,
  type CheckedInPayload,
} from '@eventdesk/contracts';
import { type ApplyOnce, OnEvent } from '@eventdesk/server-kit';
import { REGISTRATION_SCHEMA } from '../database';
import { REGISTRATION_CONSUMER } from '../registrations/payment-completed.consumer';
import { clearCheckInOnce, recordCheckInOnce } from './attendance-facts.repository';

const once = (envelope: EventEnvelope): ApplyOnce => ({
  schema: REGISTRATION_SCHEMA,
  eventId: envelope.id,
  consumer: REGISTRATION_CONSUMER,
});

/**
 * The door's facts on the registration: attended / attendedAt for the staff list and the export. Each event is
 * applied once (applyOnce: one statement with its processed_event row); an undo clears only the check-in it names, so a late undo never wipes a newer check-in.
 */
@Injectable()
export class AttendanceFactsConsumer {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(checkedInEvent)
  async onCheckedIn(envelope: EventEnvelope<CheckedInPayload>): Promise<void> {
    const { payload } = envelope;
    await recordCheckInOnce(this.em, once(envelope), payload.registrationId, payload.checkedInAt);
  }

  @OnEvent(checkInUndoneEvent)
  async onCheckInUndone(envelope: EventEnvelope<CheckInUndonePayload>): Promise<void> {
    const { payload } = envelope;
    await clearCheckInOnce(this.em, once(envelope), payload.registrationId, payload.previousCheckedInAt);
  }
}
