import type { FollowupStatus, RegistrationPaymentStatus } from '@eventdesk/contracts/common';
import { ApiError } from '@/lib/api-client';

export { formatInr as formatStaffRupees, formatStaffDateTime, packageLabels } from '@/lib/staff-format';

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
