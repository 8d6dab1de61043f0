import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  RECEIPT_REJECTED_HOLD_HOURS,
  type EventEnvelope,
  type RegistrationPaymentStatus,
  receiptRejectedEvent,
  type ReceiptRejectedPayload,
} from '@eventdesk/contracts';
import { OnEvent, runOnce } from '@eventdesk/server-kit';
import { REGISTRATION_CONSUMER } from '../registrations/payment-completed.consumer';
import { lockRegistrationForPayment } from '../registrations/registration-payments.repository';
import { SettingsService } from '../settings/settings.service';
import { seatsRepository } from './seats.repository';

const HOUR_MS = 3_600_000;
/** Paid, free or cancelled: nothing left to hold a seat for. */
const settledStatuses = new Set<RegistrationPaymentStatus>(['completed', 'privilege_guest', 'void']);

/**
 * A refused receipt keeps the seat held for 24 h from the rejection, so the visitor can upload again or pay by
 * card. Counted from `rejectedAt`, not from when the event arrives, so a late delivery adds nothing; a hold that
 * is already longer stays. A lapsed hold whose seat went to someone else gets any free seat, if one is left.
 * Paid, void and deleted registrations are left alone.
 */
@Injectable()
export class ReceiptRejectedConsumer {
  private readonly logger = new Logger(ReceiptRejectedConsumer.name);

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  @OnEvent(receiptRejectedEvent)
  async onReceiptRejected(envelope: EventEnvelope<ReceiptRejectedPayload>): Promise<void> {
    const { payload } = envelope;
    const until = new Date(new Date(payload.rejectedAt).getTime() + RECEIPT_REJECTED_HOLD_HOURS * HOUR_MS);
    const settings = await this.settings.get();
    await runOnce(this.em, envelope, REGISTRATION_CONSUMER, async (tx) => {
      const registration = await lockRegistrationForPayment(tx, payload.registrationId);
      if (!registration || registration.deleted || settledStatuses.has(registration.paymentStatus)) {
        return;
      }
      if (await seatsRepository.holdUntilAtLeast(tx, registration.id, until)) {
        return;
      }
      const minutesLeft = Math.ceil((until.getTime() - Date.now()) / 60_000);
      if (minutesLeft <= 0) {
        return;
      }
      const pkg = registration.package;
      const claimed = await seatsRepository.claim(tx, pkg, settings.packages[pkg].capacity, {
        kind: 'hold',
        registrationId: registration.id,
        holdMinutes: minutesLeft,
      });
      if (!claimed) {
        this.logger.warn(
          { registrationId: registration.id, pkg },
          'receipt rejected after the seat was lost',
        );
      }
    });
  }
}
