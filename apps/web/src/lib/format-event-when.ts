import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import { intlLocale } from '@/lib/i18n';

type EventFacts = Pick<PublicEventSettings['event'], 'date' | 'startTime' | 'endTime'>;

/**
 * "Monday, 25 October 2027" and "9:00 am – 6:00 pm": the settings' local date and times as written, formatted
 * in UTC so the visitor's own time zone never shifts them (the same reading as the ticket e-mail).
 */
export function formatEventWhen(
  event: EventFacts,
  language: string | undefined,
): { date: string; time: string } {
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  const at = (time: string) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    return new Date(Date.UTC(year, month - 1, day, hour, minute));
  };
  const locale = intlLocale(language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(at('12:00'));
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  return { date, time: `${time.format(at(event.startTime))} – ${time.format(at(event.endTime))}` };
}
