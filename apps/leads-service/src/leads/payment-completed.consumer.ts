import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  paymentCompletedEvent,
  type PaymentCompletedPayload,
} from '@eventdesk/contracts';
import { OnEvent, runOnce } from '@eventdesk/server-kit';
import { markRegistrationPaid } from './registration-payment';

export const LEADS_CONSUMER = 'leads';

/** A paid registration converts the leads linked to it (the progress cards' conversion), once per event. */
@Injectable()
export class PaymentCompletedConsumer {
  private readonly logger = new Logger(PaymentCompletedConsumer.name);

  constructor(private readonly em: EntityManager) {}

  @OnEvent(paymentCompletedEvent)
  async onPaymentCompleted(envelope: EventEnvelope<PaymentCompletedPayload>): Promise<void> {
    const { payload } = envelope;
    await runOnce(this.em, envelope, LEADS_CONSUMER, async (tx) => {
      const converted = await markRegistrationPaid(tx, payload.registrationId);
      if (converted) {
        this.logger.log({ registrationId: payload.registrationId, converted }, 'linked leads converted');
      }
    });
  }
}
