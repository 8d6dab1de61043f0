import { intlLocale } from '@/lib/i18n';

/** Dates in the staff's language, in Coimbatore time. */
export function formatDateTime(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
