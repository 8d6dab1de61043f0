import { z } from 'zod';

/**
 * Reminders the notification service sends on its own (issue 15 item 8). Each kind can be switched off; the check
 * happens when a reminder comes due, so switching one back on before then still sends it.
 */
export const reminderSettings = z.object({
  /** One reminder to pay, `holdLapseLeadHours` before an unpaid seat hold lapses. */
  holdLapse: z.boolean(),
  holdLapseLeadHours: z.number().int().min(1).max(48),
  /** One reminder to every paid attendee on the day before the event, at `eventDayBeforeTime` local time. */
  eventDayBefore: z.boolean(),
  eventDayBeforeTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use HH:MM (24-hour)' }),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const defaultReminderSettings: ReminderSettings = {
  holdLapse: true,
  holdLapseLeadHours: 6,
  eventDayBefore: true,
  eventDayBeforeTime: '10:00',
};
