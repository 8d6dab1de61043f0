import { Inject, Injectable } from '@nestjs/common';
import {
  type EventEnvelope,
  registrationMessageRequestedEvent,
  type RegistrationMessageRequestedPayload,
} from '@eventdesk/contracts';
import { OnEvent, type EventDelivery } from '@eventdesk/server-kit';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Mailer } from '../mail/mailer';
import { whatsAppNumber } from '../whatsapp/phone-number';
import { WHATSAPP_SENDER, type WhatsAppSender } from '../whatsapp/whatsapp-sender';
import { renderStaffConfirmationEmail } from './staff-confirmation-email';
import { renderStaffWhatsAppReminder } from './staff-whatsapp-reminder';

export const STAFF_MESSAGES_BASE_URL = Symbol('STAFF_MESSAGES_BASE_URL');

/**
 * A staff row action (send confirmation e-mail / WhatsApp reminder). Each event is one message on one channel, so
 * it is sent inline through the delivery log: the row unique per (event, channel) makes a redelivered event send
 * nothing new, and a failed send is recorded and rethrown for the event queue's retries.
 */
@Injectable()
export class StaffMessageEventsConsumer {
  constructor(
    private readonly deliveries: DeliveriesService,
    private readonly mailer: Mailer,
    @Inject(WHATSAPP_SENDER) private readonly whatsapp: WhatsAppSender,
    @Inject(STAFF_MESSAGES_BASE_URL) private readonly publicBaseUrl: string,
  ) {}

  @OnEvent(registrationMessageRequestedEvent)
  async onMessageRequested(
    envelope: EventEnvelope<RegistrationMessageRequestedPayload>,
    delivery: EventDelivery,
  ): Promise<void> {
    const message = envelope.payload;
    switch (message.kind) {
      case 'confirmation_email': {
        const mail = renderStaffConfirmationEmail(message, this.publicBaseUrl);
        await this.deliveries.sendOnce(envelope, delivery, {
          channel: 'email',
          recipient: message.email,
          send: () =>
            this.mailer.send({
              to: message.email,
              ...mail,
              messageId: `<${envelope.id}.staff-email@eventdesk>`,
            }),
        });
        return;
      }
      case 'whatsapp_reminder': {
        const text = renderStaffWhatsAppReminder(message, this.publicBaseUrl);
        await this.deliveries.sendOnce(envelope, delivery, {
          channel: 'whatsapp',
          recipient: whatsAppNumber(message.phone),
          send: () => this.whatsapp.send(text),
        });
        return;
      }
    }
  }
}
