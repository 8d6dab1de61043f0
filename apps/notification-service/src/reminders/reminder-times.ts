import { offsetMinutes, type EventSettings, type ReminderSettings } from '@eventdesk/contracts';

const HOUR_MS = 3_600_000;

/**
 * A hold reminder is scheduled only if it would come at least this long after the hold began: a 30-minute card
 * hold (or any hold not much longer than the lead time) would get its "pay soon" message at once, next to the
 * registration e-mail that already carries the payment link.
 */
export const MIN_NOTICE_MS = HOUR_MS;

/** A job that runs up to this early still sends (BullMQ's timer and the clock may differ by a little). */
export const DUE_SLACK_MS = 60_000;

/** The instant of a local date and time (`YYYY-MM-DD`, `HH:MM`) in `timeZone`; `dayOffset` shifts the date. */
export function localInstant(date: string, time: string, timeZone: string, dayOffset = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallClock = Date.UTC(year, month - 1, day + dayOffset, hour, minute);
  const first = wallClock - offsetMinutes(new Date(wallClock), timeZone) * 60_000;
  // Once more with the offset at the instant itself, for a zone whose offset changes near that day.
  return new Date(wallClock - offsetMinutes(new Date(first), timeZone) * 60_000);
}

type EventWhen = Pick<EventSettings['event'], 'date' | 'startTime' | 'timeZone'>;

export function eventStartsAt(event: EventWhen): Date {
  return localInstant(event.date, event.startTime, event.timeZone);
}

/** The day before the event at the configured local time (10:00 by default). */
export function eventReminderDueAt(event: EventWhen, reminders: ReminderSettings): Date {
  return localInstant(event.date, reminders.eventDayBeforeTime, event.timeZone, -1);
}

export function holdReminderDueAt(heldUntil: Date, reminders: ReminderSettings): Date {
  return new Date(heldUntil.getTime() - reminders.holdLapseLeadHours * HOUR_MS);
}
