import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  type PaymentCompletedPayload,
  type RegistrationPaymentStatus,
  ticketIssuedPayload,
  paymentCompletedEvent,
} from '@eventdesk/contracts';
import { currentCorrelationId, OnEvent, OutboxRelay } from '@eventdesk/server-kit';
import { TicketTokens } from './ticket-tokens';
import { issueTicketOnce } from './tickets.repository';

export const ATTENDANCE_CONSUMER = 'attendance';

/** ticket.issued as this consumer knows it before the insert: the ticket row gives its id and issue time. */
const issuedPayloadBeforeInsert = ticketIssuedPayload.omit({ ticketId: true, issuedAt: true });

/** A complimentary ticket is the spec's privilege guest; every other completed payment is "completed". */
export function paidStatusOf(payload: PaymentCompletedPayload): RegistrationPaymentStatus {
  return payload.method === 'complimentary' ? 'privilege_guest' : 'completed';
}

/**
 * payment.completed → the registration's ticket. In one statement (`issueTicketOnce`): the processed_event marker,
 * the read model, the ticket (unique per registration) and ticket.issued in the outbox. A redelivered event, or a
 * second payment event for the same registration, issues nothing and emits nothing.
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
    const token = this.tokens.issue();
    // What the attendee row and the ticket.issued payload both say.
    const facts = {
      registrationId: payload.registrationId,
      fullName: payload.fullName,
      email: payload.email,
      phone: payload.phone,
      package: payload.package,
      ticketNumber: payload.ticketNumber,
      amount: payload.amount,
      language: payload.language,
      paymentStatus: paidStatusOf(payload),
    };
    const ticketId = await issueTicketOnce(this.em, {
      once: { schema: 'attendance', eventId: envelope.id, consumer: ATTENDANCE_CONSUMER },
      attendee: { ...facts, ref: payload.registrationRef },
      token,
      event: {
        id: randomUUID(),
        // Parsed here as recordEvent would; the statement adds the ticket's id and issue time.
        payload: issuedPayloadBeforeInsert.parse({
          ...facts,
          registrationRef: payload.registrationRef,
          qrToken: token.token,
          paymentEventId: envelope.id,
        }),
        correlationId: currentCorrelationId() ?? null,
      },
    });
    if (ticketId !== undefined) {
      this.logger.log({ registrationId: payload.registrationId, ticketId }, 'ticket issued');
      // The e-mail and WhatsApp message leave now rather than at the relay's next tick.
      this.relay.nudge();
    }
  }
}
