import { z } from 'zod';
import { language, registrationPaymentStatus, ticketPackage } from '../../common/enums';
import { defineEvent } from '../../common/event-contract';

export const TICKET_ISSUED = 'ticket.issued.v1';

/**
 * Emitted once per registration, in the transaction that issued its ticket (after its payment completed). Carries
 * what the confirmation e-mail and WhatsApp message need, the QR token included, so the notification service
 * never asks another service for it.
 */
export const ticketIssuedPayload = z.object({
  ticketId: z.number().int(),
  registrationId: z.number().int(),
  registrationRef: z.string(),
  /** The signed QR token; the attendance service itself keeps only its hash. */
  qrToken: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  package: ticketPackage,
  ticketNumber: z.number().int(),
  amount: z.number().int(),
  paymentStatus: registrationPaymentStatus,
  language,
  issuedAt: z.string(),
  /** The payment.completed.v1 event this ticket answers. */
  paymentEventId: z.string().uuid(),
});
export type TicketIssuedPayload = z.infer<typeof ticketIssuedPayload>;
export const ticketIssuedEvent = defineEvent(TICKET_ISSUED, ticketIssuedPayload);
