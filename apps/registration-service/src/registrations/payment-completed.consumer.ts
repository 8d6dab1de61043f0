import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  paymentCompletedEvent,
  type PaymentCompletedPayload,
} from '@eventdesk/contracts';
import { OnEvent, runOnce } from '@eventdesk/server-kit';
import { seatsRepository } from '../seats/seats.repository';
import { SettingsService } from '../settings/settings.service';
import { flagForReview, lockRegistrationForPayment, recordPaid } from './registration-payments.repository';

export const REGISTRATION_CONSUMER = 'registration';

/**
 * A completed payment makes the registration `completed` and its seat sold, once per event (`runOnce`). When
 * the hold had lapsed and the seat went to someone else, any free seat is sold instead; with none left the
 * payment is kept and the registration goes to staff review: a package is never oversold.
 */
@Injectable()
export class PaymentCompletedConsumer {
  private readonly logger = new Logger(PaymentCompletedConsumer.name);

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  @OnEvent(paymentCompletedEvent)
  async onPaymentCompleted(envelope: EventEnvelope<PaymentCompletedPayload>): Promise<void> {
    const { payload } = envelope;
    const settings = await this.settings.get();
    await runOnce(this.em, envelope, REGISTRATION_CONSUMER, async (tx) => {
      const registration = await lockRegistrationForPayment(tx, payload.registrationId);
      if (!registration) {
        this.logger.warn({ registrationId: payload.registrationId }, 'payment for an unknown registration');
        return;
      }
      if (registration.paymentStatus === 'completed') {
        return;
      }
      if (registration.paymentStatus === 'void') {
        await flagForReview(
          tx,
          registration.id,
          `Payment ${payload.paymentId} arrived for a void registration.`,
        );
        return;
      }
      const pkg = registration.package;
      const seat =
        (await seatsRepository.sell(tx, registration.id)) ??
        (
          await seatsRepository.claim(tx, pkg, settings.packages[pkg].capacity, {
            kind: 'sell',
            registrationId: registration.id,
          })
        )?.number ??
        null;
      // The real amount received and how: the dashboard's revenue and the analytics read these, not the price.
      const paid = {
        paymentStatus: 'completed' as const,
        paidAmount: payload.amount,
        paymentMethod: payload.method,
        paidAt: new Date(payload.completedAt),
        updatedAt: new Date(),
      };
      await recordPaid(
        tx,
        registration.id,
        seat === null
          ? {
              ...paid,
              needsReview: true,
              reviewNote: `Paid (payment ${payload.paymentId}) after the seat hold lapsed; no ${pkg} seat was free. Add capacity or refund.`,
            }
          : paid,
      );
      if (seat === null) {
        this.logger.warn({ registrationId: registration.id, pkg }, 'paid without a free seat: staff review');
      }
    });
  }
}
