import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import { intlLocale } from '@/lib/i18n';

type EventInfo = Pick<PublicEventSettings['event'], 'date' | 'startTime' | 'endTime'>;

// The spec's values, shown until the settings have loaded (they are the settings' seed data too).
export const fallbackEvent: EventInfo = { date: '2025-10-25', startTime: '09:00', endTime: '18:00' };

/**
 * The date and times are the event's local wall-clock values (settings store them so): formatting them as UTC
 * shows them unchanged to every visitor, whatever their own time zone.
 */
export function formatEventFacts(
  event: EventInfo,
  language: string | undefined,
): { date: string; time: string } {
  const locale = intlLocale(language);
  const at = (time: string) => new Date(`${event.date}T${time}:00Z`);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    at(event.startTime),
  );
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).formatRange(at(event.startTime), at(event.endTime));
  return { date: plainSpaces(date), time: plainSpaces(time) };
}

/**
 * ICU writes narrow and thin spaces ("9:00\u202fam\u2009–\u20096:00\u202fpm"); Chrome turns them into plain
 * spaces and Node does not. Plain spaces everywhere keep the build's prerendered HTML equal to what a browser
 * renders, as hydration requires.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}
