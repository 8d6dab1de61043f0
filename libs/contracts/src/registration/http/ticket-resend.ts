import { z } from 'zod';
import { language } from '../../common/enums';
import { publicRef } from './registration-view';

/** A visitor may have their ticket e-mailed again this many times per registration and hour. */
export const TICKET_RESENDS_PER_HOUR = 3;

/**
 * `POST /api/registrations/{ref}/resend-ticket` has no body: the ticket goes only to the stored address, and the
 * answer names it masked ("r***@gmail.com"), so the ref alone never reveals who registered.
 */
export const ticketResendResponse = z.object({
  message: z.string(),
  sentTo: z.string(),
});
export type TicketResendResponse = z.infer<typeof ticketResendResponse>;

/** Gateway → registration: the ref, and the visitor's language for the answer (not the mail's). */
export const resendTicketCommand = z.object({ ref: publicRef, language });
export type ResendTicketCommand = z.infer<typeof resendTicketCommand>;
