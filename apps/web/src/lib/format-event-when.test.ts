import { describe, expect, it } from 'vitest';
import { fallbackEvent, formatEventWhen } from '@/lib/format-event-when';

const locales = { en: 'en-IN', ta: 'ta-IN' } as const;
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** What Intl writes for the same facts: the reference the formatter must equal. */
function intl(language: keyof typeof locales, date: string, start: string, end: string) {
  const at = (time: string) => new Date(`${date}T${time}:00Z`);
  const time = new Intl.DateTimeFormat(locales[language], { timeStyle: 'short', timeZone: 'UTC' });
  return {
    date: plain(
      new Intl.DateTimeFormat(locales[language], { dateStyle: 'full', timeZone: 'UTC' }).format(at(start)),
    ),
    time: plain(`${time.format(at(start))} – ${time.format(at(end))}`),
  };
}

describe('formatEventWhen', () => {
  it('writes the seed event as a visitor reads it', () => {
    expect(formatEventWhen(fallbackEvent, 'en')).toEqual({
      date: 'Saturday, 25 October 2025',
      time: '9:00 am – 6:00 pm',
    });
    expect(formatEventWhen(fallbackEvent, 'ta')).toEqual({
      date: 'சனி, 25 அக்டோபர், 2025',
      time: '9:00 AM – 6:00 PM',
    });
  });

  it.each(['en', 'ta'] as const)('equals Intl on every day of a leap year (%s)', (language) => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatEventWhen({ date, startTime: '09:00', endTime: '18:00' }, language).date).toBe(
        intl(language, date, '09:00', '18:00').date,
      );
    }
  });

  it.each(['en', 'ta'] as const)('equals Intl at every quarter hour (%s)', (language) => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(formatEventWhen({ date: '2027-10-25', startTime: time, endTime: '23:59' }, language).time).toBe(
        intl(language, '2027-10-25', time, '23:59').time,
      );
    }
  });

  it('falls back to English for a language it does not know', () => {
    expect(formatEventWhen(fallbackEvent, 'fr')).toEqual(formatEventWhen(fallbackEvent, 'en'));
  });
});
