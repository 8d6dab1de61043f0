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
 * completed payment: two delivery rows (unique per event and channel), each sent here, side by side; a failed send
 * is retried by its channel's queue job (TicketMessageQueues).
 */
@Injectable()
export class TicketEventsConsumer {
  constructor(
    private readonly deliveries: DeliveriesService,
    private readonly queues: TicketMessageQueues,
    @Optional() private readonly reminders?: ReminderScheduler,
  ) {}

  /**
   * Each job waits on the SMTP server and the WhatsApp provider (the e-mail and WhatsApp queues had five each, the
   * event five more); the mailer's pool still caps SMTP connections. The fan-out burst: 163 mails/s with 20 jobs and
   * 5 connections, 190 with 40 and 10 (issue 18).
   */
  @OnEvent(ticketIssuedEvent, { concurrency: 40 })
  async onTicketIssued(envelope: EventEnvelope<TicketIssuedPayload>): Promise<void> {
    const ticket = envelope.payload;
    const claimed = await this.deliveries.queueOnce(envelope, [
      { channel: 'email', recipient: ticket.email, payload: ticket },
      { channel: 'whatsapp', recipient: whatsAppNumber(ticket.phone), payload: ticket },
    ]);
    await Promise.all([
      this.queues.deliver(claimed, envelope.correlationId),
      this.reminders?.ticketIssued(ticket, envelope.correlationId),
    ]);
  }
}
