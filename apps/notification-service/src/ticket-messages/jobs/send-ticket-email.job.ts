import { Inject, Injectable } from '@nestjs/common';
import { ticketIssuedPayload } from '@eventdesk/contracts';
import { renderQrPng } from '@eventdesk/server-kit';
import { DeliveriesService } from '../../deliveries/deliveries.service';
import type { Delivery } from '../../deliveries/delivery.entity';
import { EVENT_FACTS, type EventFactsSource } from '../../event-facts/event-facts';
import { Mailer } from '../../mail/mailer';
import { QR_CID, renderTicketEmail } from '../ticket-email';
import { TICKET_MESSAGES_OPTIONS, type TicketMessagesOptions } from '../ticket-messages.options';

/** The size the ticket e-mail shows the QR code at. */
const QR_PNG_WIDTH_PX = 240;

/** The confirmation e-mail of one ticket, with its QR code as an inline PNG. */
@Injectable()
export class SendTicketEmailJob {
  constructor(
    private readonly deliveries: DeliveriesService,
    private readonly mailer: Mailer,
    @Inject(EVENT_FACTS) private readonly facts: EventFactsSource,
    @Inject(TICKET_MESSAGES_OPTIONS) private readonly options: TicketMessagesOptions,
  ) {}

  run(deliveryId: string, isFinalAttempt: boolean): Promise<Delivery> {
    return this.deliveries.attemptQueued(deliveryId, isFinalAttempt, this.send);
  }

  /** Renders and sends the row's e-mail; returns the message id. */
  readonly send = async (row: Delivery): Promise<string> => {
    const ticket = ticketIssuedPayload.parse(row.payload);
    const mail = renderTicketEmail(ticket, await this.facts.get(), this.options.publicBaseUrl);
    return this.mailer.send({
      to: row.recipient,
      ...mail,
      // The same id on every try of this delivery: a receiving system can drop a duplicate.
      messageId: `<${row.id}.ticket@eventdesk>`,
      attachments: [
        {
          filename: `ticket-${ticket.registrationId}.png`,
          content: await renderQrPng(ticket.qrToken, QR_PNG_WIDTH_PX),
          contentType: 'image/png',
          cid: QR_CID,
        },
      ],
    });
  };
}
