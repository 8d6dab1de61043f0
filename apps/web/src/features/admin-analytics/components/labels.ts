import type { PaymentMethod } from '@eventdesk/contracts/payment';

export const packageLabel = { vip: 'VIP', diamond: 'Diamond', gold: 'Gold', silver: 'Silver' } as const;

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

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
export const formatInr = (amount: number) => rupees.format(amount);

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** `YYYY-MM-DD` as 3 Nov (a calendar day, not shifted by the browser's time zone). */
export const formatDay = (date: string) => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
