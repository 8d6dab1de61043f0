import type { PaymentMethod } from '@eventdesk/contracts/payment';

export { formatInr, packageLabels as packageLabel } from '@/lib/staff-format';

export const methodLabel: Record<PaymentMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  cash: 'Cash',
  complimentary: 'Complimentary',
};

const referenceLabels: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  friend: 'Friend',
  newspaper: 'Newspaper',
  roadshow: 'Roadshow',
  none: 'Not given',
};
export const referenceLabel = (type: string) => referenceLabels[type] ?? type;

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** `YYYY-MM-DD` as 3 Nov (a calendar day, not shifted by the browser's time zone). */
export const formatDay = (date: string) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
