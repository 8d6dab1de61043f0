import { intlLocale } from '@/lib/i18n';

/** Whole rupees in the active language's Indian locale: ₹3,600 (en-IN) / ₹3,600 (ta-IN). */
export function formatRupees(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);
}
