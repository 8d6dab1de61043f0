import { z } from 'zod';
import { language } from '../../common/enums';
import { contactProgramme } from '../http/contact-message';
import { defineEvent } from '../../common/event-contract';

export const CONTACT_MESSAGE_RECEIVED = 'contact-message.received.v1';

/**
 * A visitor wrote through the /home contact form. Carries the message itself (consumers never read the
 * registration schema) and where staff want the digest e-mail (settings `contact.digestEmail` when it arrived;
 * null: no digest for it).
 */
export const contactMessageReceivedPayload = z.object({
  contactMessageId: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  programme: contactProgramme,
  message: z.string(),
  language,
  receivedAt: z.string(),
  digestTo: z.email().nullable(),
});
export type ContactMessageReceivedPayload = z.infer<typeof contactMessageReceivedPayload>;
export const contactMessageReceivedEvent = defineEvent(
  CONTACT_MESSAGE_RECEIVED,
  contactMessageReceivedPayload,
);
