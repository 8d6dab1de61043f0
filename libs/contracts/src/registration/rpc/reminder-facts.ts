import { z } from 'zod';
import { language, registrationPaymentStatus } from '../../common/enums';

/**
 * `registration.reminder-facts`: what the notification service checks when a reminder job comes due (and when it
 * schedules one): is the registration still there, still unpaid or paid, and until when its seat is held. Read at
 * run time rather than carried in the job, so a payment, a void, a deletion or an extended hold after scheduling
 * is seen. Null: no registration with this id.
 */
export const reminderFactsQuery = z.object({ registrationId: z.number().int().positive() });
export type ReminderFactsQuery = z.infer<typeof reminderFactsQuery>;

export const registrationReminderFacts = z.object({
  registrationId: z.number().int(),
  ref: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  language,
  paymentStatus: registrationPaymentStatus,
  deleted: z.boolean(),
  /** The end of the seat's unsold hold; null when the seat is sold or the registration holds none. */
  heldUntil: z.string().nullable(),
});
export type RegistrationReminderFacts = z.infer<typeof registrationReminderFacts>;

export const reminderFactsReply = registrationReminderFacts.nullable();
