import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { RegistrationPaymentStatus } from '@eventdesk/contracts';

/** hold-lapse: pay before the unpaid seat hold lapses. event-day-before: see you tomorrow, with the ticket link. */
export const reminderKinds = ['hold-lapse', 'event-day-before'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** A reminder job carries ids only: the job reads the registration and the settings when it comes due. */
export const reminderJobData = z.object({
  kind: z.enum(reminderKinds),
  registrationId: z.number().int().positive(),
  correlationId: z.string().optional(),
});
export type ReminderJobData = z.infer<typeof reminderJobData>;

/** One job per (registration, kind): scheduling again moves that job instead of adding a second one. */
export function reminderJobId(kind: ReminderKind, registrationId: number): string {
  return `${kind}-${registrationId}`;
}

/** The delivery log's event name of each kind (the staff delivery list shows it). */
export const reminderEventNames: Record<ReminderKind, string> = {
  'hold-lapse': 'reminder.hold-lapse',
  'event-day-before': 'reminder.event-day-before',
};

/**
 * The delivery log's key of a reminder: a UUID derived from (kind, registration), so however often the job is
 * scheduled, moved or run, the log has one row per channel and the reminder goes out once.
 */
export function reminderDeliveryId(kind: ReminderKind, registrationId: number): string {
  const hex = createHash('sha256').update(`eventdesk.reminder:${kind}:${registrationId}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Who a hold reminder is for (nothing paid yet) and who the day-before reminder is for (holds a ticket). */
export const unpaidStatuses: ReadonlySet<RegistrationPaymentStatus> = new Set(['pending', 'prospect']);
export const ticketHolderStatuses: ReadonlySet<RegistrationPaymentStatus> = new Set([
  'completed',
  'privilege_guest',
]);
