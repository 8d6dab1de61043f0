import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ATTENDANCE_CHECKED_IN,
  ATTENDANCE_CHECK_IN_UNDONE,
  checkedInPayload,
  checkInUndonePayload,
  type EventEnvelope,
} from '@eventdesk/contracts';
import { OnEvent, runOnce } from '@eventdesk/server-kit';
import { REGISTRATION_CONSUMER } from '../registrations/payment-completed.consumer';

/**
 * The door's facts on the registration: attended / attendedAt for the staff list and the export. Each event is
 * applied once (runOnce); an undo clears only the check-in it names, so a late undo never wipes a newer check-in.
 */
@Injectable()
export class AttendanceFactsConsumer {
  constructor(private readonly em: EntityManager) {}

  @OnEvent(ATTENDANCE_CHECKED_IN)
  async onCheckedIn(envelope: EventEnvelope): Promise<void> {
    const payload = checkedInPayload.parse(envelope.payload);
    await runOnce(this.em, envelope, REGISTRATION_CONSUMER, async (tx) => {
      await tx.execute(
        `update "registration"."registration" set "attended" = true, "attended_at" = ?
          where "id" = ? and ("attended_at" is null or "attended_at" < ?)`,
        [payload.checkedInAt, payload.registrationId, payload.checkedInAt],
        'run',
      );
    });
  }

  @OnEvent(ATTENDANCE_CHECK_IN_UNDONE)
  async onCheckInUndone(envelope: EventEnvelope): Promise<void> {
    const payload = checkInUndonePayload.parse(envelope.payload);
    await runOnce(this.em, envelope, REGISTRATION_CONSUMER, async (tx) => {
      await tx.execute(
        `update "registration"."registration" set "attended" = false, "attended_at" = null
          where "id" = ? and "attended_at" <= ?`,
        [payload.registrationId, payload.previousCheckedInAt],
        'run',
      );
    });
  }
}
