import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  type EventEnvelope,
  registrationCreatedEvent,
  type RegistrationCreatedPayload,
} from '@eventdesk/contracts';
import { OnEvent, type EventDelivery } from '@eventdesk/server-kit';
import { Mailer } from '../mail/mailer';
import { renderRegistrationReceived } from './registration-received-email';
import { ReminderScheduler } from '../reminders/reminder-scheduler';
import { DeliveriesService } from './deliveries.service';

export const PUBLIC_BASE_URL = Symbol('PUBLIC_BASE_URL');

/**
 * A new registration gets an e-mail with its payment link, so a visitor who leaves can come back and pay. The
 * public forms take any address, so that mail is charged to the recipient's budget; one staff added is not.
 */
@Injectable()
export class RegistrationEventsConsumer {
  constructor(
    private readonly deliveries: DeliveriesService,
    private readonly mailer: Mailer,
    @Inject(PUBLIC_BASE_URL) private readonly publicBaseUrl: string,
    @Optional() private readonly reminders?: ReminderScheduler,
  ) {}

  @OnEvent(registrationCreatedEvent)
  async onRegistrationCreated(
    envelope: EventEnvelope<RegistrationCreatedPayload>,
    delivery: EventDelivery,
  ): Promise<void> {
    const { payload } = envelope;
    const mail = renderRegistrationReceived(payload, this.publicBaseUrl);
    await this.deliveries.sendOnce(envelope, delivery, {
      channel: 'email',
      recipient: payload.email,
      publicBudget: !payload.staffAdded,
      send: () =>
        this.mailer.send({ to: payload.email, ...mail, messageId: `<${envelope.id}.email@eventdesk>` }),
    });
    await this.reminders?.registrationCreated(payload, envelope.correlationId);
  }
}
