import type { Language } from '@eventdesk/contracts/common';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';

type EventFacts = Pick<PublicEventSettings['event'], 'date' | 'startTime' | 'endTime'>;

// The spec's values, shown until the settings have loaded (they are the settings' seed data too).
export const fallbackEvent: EventFacts = { date: '2025-10-25', startTime: '09:00', endTime: '18:00' };

/**
 * The words of ICU's full date style (en-IN, ta-IN), Sunday first. A page's first Intl.DateTimeFormat costs ~15 ms
 * of a fast CPU (its calendar and zone data), 60 ms on a phone-class one, inside the landing hero's hydration
 * (issue 18's profile of `/`); these few words cost nothing. format-event-when.test.ts compares every day of a year
 * and every time of a day with Intl.
 */
const words: Record<Language, { weekdays: string[]; months: string[]; dayPeriods: [string, string] }> = {
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    dayPeriods: ['am', 'pm'],
  },
  ta: {
    weekdays: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
    months: [
      'ஜனவரி',
      'பிப்ரவரி',
      'மார்ச்',
      'ஏப்ரல்',
      'மே',
      'ஜூன்',
      'ஜூலை',
      'ஆகஸ்ட்',
      'செப்டம்பர்',
      'அக்டோபர்',
      'நவம்பர்',
      'டிசம்பர்',
    ],
    dayPeriods: ['AM', 'PM'],
  },
};

function wordsOf(language: string | undefined) {
  return language === 'ta' ? words.ta : words.en;
}

/** "9:00 am" / "9:00 AM": 12-hour clock, as ICU's short time style writes it (with a plain space). */
function clock(time: string, language: string | undefined): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const { dayPeriods } = wordsOf(language);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${dayPeriods[hour < 12 ? 0 : 1]}`;
}

/**
 * "Monday, 25 October 2027" and "9:00 am – 6:00 pm" (Tamil: "திங்கள், 25 அக்டோபர், 2027"): the settings' local
 * date and times as written, never shifted by the visitor's time zone (the same reading as the ticket e-mail). The
 * prerendered HTML and the browser write the same text, as hydration requires.
 */
export function formatEventWhen(
  event: EventFacts,
  language: string | undefined,
): { date: string; time: string } {
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  const { weekdays, months } = wordsOf(language);
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const monthName = months[month - 1];
  const date =
    language === 'ta'
      ? `${weekday}, ${day} ${monthName}, ${year}`
      : `${weekday}, ${day} ${monthName} ${year}`;
  return {
    date,
    time: `${clock(event.startTime, language)} – ${clock(event.endTime, language)}`,
  };
}
