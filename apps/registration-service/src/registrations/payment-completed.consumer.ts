import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  paymentCompletedEvent,
  type PaymentCompletedPayload,
} from '@eventdesk/contracts';
import { OnEvent } from '@eventdesk/server-kit';
import { capacitiesOf } from '../seats/seat-capacities';
import { SettingsService } from '../settings/settings.service';
import { recordPayment } from './registration-payments.repository';

export const REGISTRATION_CONSUMER = 'registration';

/**
 * A completed payment makes the registration `completed` and its seat sold, once per event. When the hold had
 * lapsed and the seat went to someone else, any free seat is sold instead; with none left the payment is kept and
 * the registration goes to staff review: a package is never oversold. One round trip (`recordPayment`).
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
    const outcome = await recordPayment(this.em, {
      eventId: envelope.id,
      consumer: REGISTRATION_CONSUMER,
      registrationId: payload.registrationId,
      capacities: capacitiesOf(settings),
      // The real amount received and how: the dashboard's revenue and the analytics read these, not the price.
      amount: payload.amount,
      method: payload.method,
      paidAt: payload.completedAt,
      voidNote: `Payment ${payload.paymentId} arrived for a void registration.`,
      noSeatNote: `Paid (payment ${payload.paymentId}) after the seat hold lapsed; no %s seat was free. Add capacity or refund.`,
    });
    if (outcome === 'unknown') {
      this.logger.warn({ registrationId: payload.registrationId }, 'payment for an unknown registration');
    } else if (outcome === 'review') {
      this.logger.warn({ registrationId: payload.registrationId }, 'paid without a free seat: staff review');
    }
  }
}
