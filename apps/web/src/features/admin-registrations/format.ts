import type { ErrorCode, FollowupStatus, RegistrationPaymentStatus } from '@eventdesk/contracts/common';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

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

/** Refusals a staff screen words itself, in the chosen language, by their domain code (libs/contracts). */
const refusalKeys: Partial<Record<ErrorCode, string>> = {
  PAID_PACKAGE_LOCKED: 'adminRegistrations.refusals.paidPackageLocked',
  PAID_STATUS_LOCKED: 'adminRegistrations.refusals.paidStatusLocked',
};

/** Why the server refused: the screen's own words for a known code, else the server's (`serverMessage`). */
export function useRefusalMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const code = error instanceof ApiError ? error.body?.code : undefined;
    const key = code ? refusalKeys[code as ErrorCode] : undefined;
    return key ? t(key) : serverMessage(error);
  };
}
