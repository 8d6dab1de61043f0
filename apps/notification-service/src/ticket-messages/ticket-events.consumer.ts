import { Injectable, Optional } from '@nestjs/common';
import { type EventEnvelope, ticketIssuedEvent, type TicketIssuedPayload } from '@eventdesk/contracts';
import { OnEvent } from '@eventdesk/server-kit';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { ReminderScheduler } from '../reminders/reminder-scheduler';
import { whatsAppNumber } from '../whatsapp/phone-number';
import { TicketMessageQueues } from './ticket-message-queues';

/**
 * ticket.issued (not payment.completed): the messages carry the QR token, which exists only once the attendance
 * service issued the ticket; consuming the payment event would mean minting or fetching the token here and racing
 * the issuance. The event is issued once per registration, so this is one e-mail and one WhatsApp message per
 * completed payment: two delivery rows (unique per event and channel), each sent by its own queue job.
 */
@Injectable()
export class TicketEventsConsumer {
  constructor(
    private readonly deliveries: DeliveriesService,
    private readonly queues: TicketMessageQueues,
    @Optional() private readonly reminders?: ReminderScheduler,
  ) {}

  @OnEvent(ticketIssuedEvent)
  async onTicketIssued(envelope: EventEnvelope<TicketIssuedPayload>): Promise<void> {
    const ticket = envelope.payload;
    const rows = await this.deliveries.queueOnce(envelope, [
      { channel: 'email', recipient: ticket.email, payload: ticket },
      { channel: 'whatsapp', recipient: whatsAppNumber(ticket.phone), payload: ticket },
    ]);
    await this.queues.enqueue(rows, envelope.correlationId);
    await this.reminders?.ticketIssued(ticket, envelope.correlationId);
  }
}
