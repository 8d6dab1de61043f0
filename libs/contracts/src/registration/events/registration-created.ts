import { z } from 'zod';
import { language, ticketPackage } from '../../common/enums';

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
});
export type RegistrationCreatedPayload = z.infer<typeof registrationCreatedPayload>;
