import { Inject, Injectable } from '@nestjs/common';
import { ticketIssuedPayload } from '@eventdesk/contracts';
import { DeliveriesService } from '../../deliveries/deliveries.service';
import type { Delivery } from '../../deliveries/delivery.entity';
import { EVENT_FACTS, type EventFactsSource } from '../../event-facts/event-facts';
import { WHATSAPP_SENDER, type WhatsAppSender } from '../../whatsapp/whatsapp-sender';
import { renderTicketWhatsApp } from '../ticket-whatsapp';
import { TICKET_MESSAGES_OPTIONS, type TicketMessagesOptions } from '../ticket-messages.options';

/** The WhatsApp message of one ticket, through the configured provider adapter. */
@Injectable()
export class SendTicketWhatsAppJob {
  constructor(
    private readonly deliveries: DeliveriesService,
    @Inject(WHATSAPP_SENDER) private readonly whatsapp: WhatsAppSender,
    @Inject(EVENT_FACTS) private readonly facts: EventFactsSource,
    @Inject(TICKET_MESSAGES_OPTIONS) private readonly options: TicketMessagesOptions,
  ) {}

  run(deliveryId: string, isFinalAttempt: boolean): Promise<Delivery> {
    return this.deliveries.attemptQueued(deliveryId, isFinalAttempt, this.send);
  }

  /** Renders and sends the row's WhatsApp message; returns the provider's message id. */
  readonly send = async (row: Delivery): Promise<string> => {
    const ticket = ticketIssuedPayload.parse(row.payload);
    return this.whatsapp.send(
      renderTicketWhatsApp(ticket, await this.facts.get(), this.options.publicBaseUrl),
    );
  };
}
