import { z } from 'zod';
import { registrationPaymentStatus } from '../../common/enums';
import { registrationCreatedPayload } from './registration-created';
import { defineEvent } from '../../common/event-contract';

export const REGISTRATION_MESSAGE_REQUESTED = 'registration.message-requested.v1';

/**
 * A staff row action: the confirmation e-mail (spec admin §2 "send confirmation email") or the WhatsApp reminder.
 * Sent by the notification workers through their delivery log, never from the browser.
 */
export const registrationMessageKinds = ['confirmation_email', 'whatsapp_reminder'] as const;
export const registrationMessageKind = z.enum(registrationMessageKinds);
export type RegistrationMessageKind = z.infer<typeof registrationMessageKind>;

export const registrationMessageRequestedPayload = registrationCreatedPayload.extend({
  kind: registrationMessageKind,
  requestedBy: z.string(),
  paymentStatus: registrationPaymentStatus,
});
export type RegistrationMessageRequestedPayload = z.infer<typeof registrationMessageRequestedPayload>;
export const registrationMessageRequestedEvent = defineEvent(
  REGISTRATION_MESSAGE_REQUESTED,
  registrationMessageRequestedPayload,
);
