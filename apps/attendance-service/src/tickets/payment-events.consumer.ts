import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  type PaymentCompletedPayload,
  type RegistrationPaymentStatus,
  ticketIssuedEvent,
  paymentCompletedEvent,
} from '@eventdesk/contracts';
import { OnEvent, OutboxRelay, recordEvent, runOnce } from '@eventdesk/server-kit';
import { upsertAttendee } from '../attendees/attendees.repository';
import { TicketTokens } from './ticket-tokens';
import { insertTicketIfAbsent } from './tickets.repository';

export const ATTENDANCE_CONSUMER = 'attendance';

/** A complimentary ticket is the spec's privilege guest; every other completed payment is "completed". */
export function paidStatusOf(payload: PaymentCompletedPayload): RegistrationPaymentStatus {
  return payload.method === 'complimentary' ? 'privilege_guest' : 'completed';
}

/**
 * payment.completed → the registration's ticket. In one transaction: the processed_event marker, the read model,
 * the ticket (unique per registration) and ticket.issued in the outbox. A redelivered event, or a second payment
 * event for the same registration, issues nothing and emits nothing.
 */
@Injectable()
export class PaymentEventsConsumer {
  private readonly logger = new Logger('PaymentEventsConsumer');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TicketTokens,
    private readonly relay: OutboxRelay,
  ) {}

  @OnEvent(paymentCompletedEvent)
  async onPaymentCompleted(envelope: EventEnvelope<PaymentCompletedPayload>): Promise<void> {
    const { payload } = envelope;
    let issuedTicketId: number | undefined;
    await runOnce(this.em, envelope, ATTENDANCE_CONSUMER, async (tx) => {
      const paymentStatus = paidStatusOf(payload);
      await upsertAttendee(tx, {
        registrationId: payload.registrationId,
        ref: payload.registrationRef,
        fullName: payload.fullName,
        email: payload.email,
        phone: payload.phone,
        package: payload.package,
        ticketNumber: payload.ticketNumber,
        amount: payload.amount,
        language: payload.language,
        paymentStatus,
      });
      const token = this.tokens.issue();
      const ticket = await insertTicketIfAbsent(tx, payload.registrationId, token);
      if (!ticket) {
        return;
      }
      issuedTicketId = ticket.id;
      await recordEvent(tx, ticketIssuedEvent, {
        ticketId: ticket.id,
        registrationId: payload.registrationId,
        registrationRef: payload.registrationRef,
        qrToken: token.token,
        fullName: payload.fullName,
        email: payload.email,
        phone: payload.phone,
        package: payload.package,
        ticketNumber: payload.ticketNumber,
        amount: payload.amount,
        paymentStatus,
        language: payload.language,
        issuedAt: new Date(ticket.issued_at).toISOString(),
        paymentEventId: envelope.id,
      });
    });
    if (issuedTicketId !== undefined) {
      this.logger.log({ registrationId: payload.registrationId, ticketId: issuedTicketId }, 'ticket issued');
      // The e-mail and WhatsApp message leave now rather than at the relay's next tick.
      this.relay.nudge();
    }
  }
}
