import type { TicketPackage } from '@eventdesk/contracts/common';

// Staff screens are English; amounts and dates follow the spec's en-IN format (admin §9), in Coimbatore time.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatInr = (amount: number) => rupees.format(amount);
export const formatCount = (value: number) => count.format(value);
/** `share` is 0..1. */
export const formatPercent = (share: number) => percent.format(share);
export const formatStaffDateTime = (iso: string) => dateTime.format(new Date(iso));
/** A `YYYY-MM-DD` day as 3 Nov 2025 (read as a calendar day, not shifted by the browser's time zone). */
export const formatDay = (day: string) => calendarDay.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

export const packageLabels: Record<TicketPackage, string> = {
  vip: 'VIP',
  diamond: 'Diamond',
  gold: 'Gold',
  silver: 'Silver',
};
