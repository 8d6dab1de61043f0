import type { EventSettings } from './http/event-settings';

type SalesSettings = {
  event: Pick<EventSettings['event'], 'date' | 'timeZone' | 'salesEndAt' | 'earlyBirdEndsAt'>;
};

/**
 * One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and every registration asks
 * whether sales are open (5.7 % of registration-service's profile when it was built per call; bench/results/profiles).
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes east of UTC of `timeZone` at `instant` ("GMT+05:30" → 330), read from Intl so any IANA zone works. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const name = offsetFormat(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant the event day (`YYYY-MM-DD` in the event's zone) is over: midnight at its end, local time. */
export function eventDayEndsAt(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const localMidnight = Date.UTC(year, month - 1, day + 1);
  return new Date(localMidnight - offsetMinutes(new Date(localMidnight), timeZone) * 60_000);
}

/** When registrations close: the staff's sales end, or else the end of the event day. */
export function salesCloseAt(settings: SalesSettings): Date {
  const { salesEndAt, date, timeZone } = settings.event;
  return salesEndAt ? new Date(salesEndAt) : eventDayEndsAt(date, timeZone);
}

export function isSalesOpen(settings: SalesSettings, now: Date): boolean {
  return now.getTime() < salesCloseAt(settings).getTime();
}

/** The early-bird notice shows until its own end (if set), and never once sales have closed. */
export function isEarlyBirdOpen(settings: SalesSettings, now: Date): boolean {
  const { earlyBirdEndsAt } = settings.event;
  return (
    isSalesOpen(settings, now) && (!earlyBirdEndsAt || now.getTime() < new Date(earlyBirdEndsAt).getTime())
  );
}

/**
 * The seed's event day: the spec's 25 October, in the coming year once this year's has passed (a past date
 * would close sales on every fresh install).
 */
export function upcomingEventDate(now: Date, timeZone = 'Asia/Kolkata'): string {
  const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }).format(now));
  const thisYear = `${year}-10-25`;
  return now < eventDayEndsAt(thisYear, timeZone) ? thisYear : `${year + 1}-10-25`;
}
