import { Inject, Injectable, Optional } from '@nestjs/common';
import { type EventEnvelope, receiptRejectedEvent, type ReceiptRejectedPayload } from '@eventdesk/contracts';
import { OnEvent, type EventDelivery } from '@eventdesk/server-kit';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Mailer } from '../mail/mailer';
import { ReminderScheduler } from '../reminders/reminder-scheduler';
import type { WhatsAppSender } from '../whatsapp/whatsapp-sender';
import { renderReceiptRejectedEmail } from './receipt-rejected-email';
import { renderReceiptRejectedWhatsApp } from './receipt-rejected-whatsapp';

export const RECEIPT_REJECTED_BASE_URL = Symbol('RECEIPT_REJECTED_BASE_URL');
/** The WhatsApp adapter for this message kind, or why it cannot be sent (cloud-api without its template). */
export const RECEIPT_REJECTED_WHATSAPP = Symbol('RECEIPT_REJECTED_WHATSAPP');
export type ReceiptRejectedWhatsApp = { sender: WhatsAppSender } | { skipReason: string };

/**
 * Tells the visitor that staff refused their receipt, why, and what to do next, by e-mail and WhatsApp through
 * the delivery log: one row per (event, channel), so a redelivered event sends nothing twice. Staff caused it,
 * so it is not charged to the recipient's mail budget. The e-mail goes first: a WhatsApp failure retries the
 * event, and the e-mail row already sent is not sent again.
 */
@Injectable()
export class ReceiptRejectedConsumer {
  constructor(
    private readonly deliveries: DeliveriesService,
    private readonly mailer: Mailer,
    @Inject(RECEIPT_REJECTED_WHATSAPP) private readonly whatsapp: ReceiptRejectedWhatsApp,
    @Inject(RECEIPT_REJECTED_BASE_URL) private readonly publicBaseUrl: string,
    @Optional() private readonly reminders?: ReminderScheduler,
  ) {}

  @OnEvent(receiptRejectedEvent)
  async onReceiptRejected(
    envelope: EventEnvelope<ReceiptRejectedPayload>,
    delivery: EventDelivery,
  ): Promise<void> {
    const rejection = envelope.payload;
    const mail = renderReceiptRejectedEmail(rejection, this.publicBaseUrl);
    await this.deliveries.sendOnce(envelope, delivery, {
      channel: 'email',
      recipient: rejection.email,
      send: () =>
        this.mailer.send({
          to: rejection.email,
          ...mail,
          messageId: `<${envelope.id}.receipt-rejected@eventdesk>`,
        }),
    });
    const message = renderReceiptRejectedWhatsApp(rejection, this.publicBaseUrl);
    const whatsapp = this.whatsapp;
    await this.deliveries.sendOnce(envelope, delivery, {
      channel: 'whatsapp',
      recipient: message.to,
      ...('skipReason' in whatsapp
        ? { skipReason: whatsapp.skipReason, send: () => Promise.reject(new Error(whatsapp.skipReason)) }
        : { send: () => whatsapp.sender.send(message) }),
    });
    // The seat is held another 24 h: the reminder to pay moves with it.
    await this.reminders?.receiptRejected(rejection, envelope.correlationId);
  }
}
