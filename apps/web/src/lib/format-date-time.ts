import { intlLocale } from '@/lib/i18n';

/** A moment in the staff's language (en/ta), in Coimbatore time: pitch dates, seat-hold deadlines. */
export function formatDateTime(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
