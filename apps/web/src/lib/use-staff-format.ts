import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';

/**
 * Amounts, counts and dates of the staff screens in the active language's Indian locale (en-IN / ta-IN), in
 * Coimbatore time (spec admin §9). Built per language, so switching the language re-renders them.
 */
export function staffFormatters(language: string | undefined) {
  const locale = intlLocale(language);
  const rupees = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const preciseDateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
  // Calendar days (`YYYY-MM-DD`) are read in UTC so the browser's time zone cannot shift them.
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const calendarDay = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);

  return {
    inr: (amount: number) => rupees.format(amount),
    count: (value: number) => count.format(value),
    /** `share` is 0..1. */
    percent: (share: number) => percent.format(share),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** With seconds: when two audit entries are minutes apart, their order still shows. */
    preciseDateTime: (iso: string) => preciseDateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
    /** A `YYYY-MM-DD` day as 3 Nov 2025. */
    day: (value: string) => day.format(calendarDay(value)),
    /** A `YYYY-MM-DD` day as 3 Nov (chart axes). */
    shortDay: (value: string) => shortDay.format(calendarDay(value)),
  };
}

export type StaffFormatters = ReturnType<typeof staffFormatters>;

/** The staff formatters of the language the staff member chose. */
export function useStaffFormat(): StaffFormatters {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useMemo(() => staffFormatters(language), [language]);
}
