import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  checkedInEvent,
  checkInUndoneEvent,
  type CheckInUndonePayload,
  type CheckedInPayload,
} from '@eventdesk/contracts';
import { OnEvent, runOnce } from '@eventdesk/server-kit';
import { REGISTRATION_CONSUMER } from '../registrations/payment-completed.consumer';
import { clearCheckIn, recordCheckIn } from './attendance-facts.repository';

/**
 * The door's facts on the registration: attended / attendedAt for the staff list and the export. Each event is
 * applied once (runOnce); an undo clears only the check-in it names, so a late undo never wipes a newer check-in.
 */
@Injectable()
export class AttendanceFactsConsumer {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(checkedInEvent)
  async onCheckedIn(envelope: EventEnvelope<CheckedInPayload>): Promise<void> {
    const { payload } = envelope;
    await runOnce(this.em, envelope, REGISTRATION_CONSUMER, (tx) =>
      recordCheckIn(tx, payload.registrationId, payload.checkedInAt),
    );
  }

  @OnEvent(checkInUndoneEvent)
  async onCheckInUndone(envelope: EventEnvelope<CheckInUndonePayload>): Promise<void> {
    const { payload } = envelope;
    await runOnce(this.em, envelope, REGISTRATION_CONSUMER, (tx) =>
      clearCheckIn(tx, payload.registrationId, payload.previousCheckedInAt),
    );
  }
}
