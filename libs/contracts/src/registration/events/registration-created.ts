import { z } from 'zod';
import { language, ticketPackage } from '../../common/enums';
import { defineEvent } from '../../common/event-contract';

export const REGISTRATION_CREATED = 'registration.created.v1';

/** Carries what consumers need so they never read the registration schema (no cross-schema queries). */
export const registrationCreatedPayload = z.object({
  registrationId: z.number().int(),
  ref: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  package: ticketPackage,
  amount: z.number().int(),
  language,
  /** Added by staff (Add Registration): its e-mail is not charged to the public mail budget per recipient. */
  staffAdded: z.boolean().optional(),
});
export type RegistrationCreatedPayload = z.infer<typeof registrationCreatedPayload>;
export const registrationCreatedEvent = defineEvent(REGISTRATION_CREATED, registrationCreatedPayload);
