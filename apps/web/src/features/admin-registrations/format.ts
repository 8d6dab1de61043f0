import type { FollowupStatus, RegistrationPaymentStatus } from '@eventdesk/contracts/common';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

export { formatInr as formatStaffRupees, formatStaffDateTime, packageLabels } from '@/lib/staff-format';

/** The payment and follow-up status names in the chosen language (keys under adminRegistrations.*Status). */
export function useStatusLabels() {
  const { t } = useTranslation();
  return {
    payment: (status: RegistrationPaymentStatus) => t(`adminRegistrations.paymentStatus.${status}`),
    followup: (status: FollowupStatus) => t(`adminRegistrations.followupStatus.${status}`),
  };
}

/** The server's own words for a failure (its JSON `message`), else the client's `status: text`. */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.body?.message ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
