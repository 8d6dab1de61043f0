import type { TicketPackage } from '@eventdesk/contracts/common';

// Staff screens are English; amounts and dates follow the spec's en-IN format.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
const weekDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatInr = (amount: number) => rupees.format(amount);
export const formatCount = (value: number) => count.format(value);
/** `share` is 0..1. */
export const formatPercent = (share: number) => percent.format(share);
/** A `YYYY-MM-DD` day as 3 Nov 2025 (read as a calendar day, not shifted by the browser's time zone). */
export const formatDay = (day: string) => weekDate.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

export const packageLabels: Record<TicketPackage, string> = {
  vip: 'VIP',
  diamond: 'Diamond',
  gold: 'Gold',
  silver: 'Silver',
};

/** VIP, Diamond and Gold always; Silver only when it has something to show (it is not sold on the landing page). */
export function shownPackages(values: Record<TicketPackage, number>): TicketPackage[] {
  return values.silver > 0 ? ['vip', 'diamond', 'gold', 'silver'] : ['vip', 'diamond', 'gold'];
}
