import type { FollowupStatus, RegistrationPaymentStatus, TicketPackage } from '@eventdesk/contracts/common';
import { ApiError } from '@/lib/api-client';

// Staff screens show dates and money in en-IN (spec admin §9), in Coimbatore time.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

export function formatStaffDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatStaffRupees(amount: number): string {
  return rupees.format(amount);
}

export const packageLabels: Record<TicketPackage, string> = {
  vip: 'VIP',
  diamond: 'Diamond',
  gold: 'Gold',
  silver: 'Silver',
};

export const paymentStatusLabels: Record<RegistrationPaymentStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  prospect: 'Prospect',
  void: 'Void',
  privilege_guest: 'Privilege guest',
};

export const followupStatusLabels: Record<FollowupStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  not_interested: 'Not interested',
  will_do_later: 'Will do later',
  need_to_follow_up: 'Need to follow up',
  wrong_number: 'Wrong number',
};

/** The server's own words for a failure (its JSON `message`), else the client's `status: text`. */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.body?.message ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
