import type { ErrorCode } from '@eventdesk/contracts/common';
import { ApiError } from '@/lib/api-client';

/** Refusals that mean the registration moved on while the page was open (paid at the desk, or cancelled). */
const refusalKeys = {
  REGISTRATION_ALREADY_PAID: 'payment.toast.alreadyPaid',
  REGISTRATION_CANCELLED: 'payment.paid.cancelled',
} as const satisfies Partial<Record<ErrorCode, string>>;

/**
 * The catalog key for such a refusal, so the page says it in the visitor's language instead of the server's
 * English text (and shows the registration as it now stands); undefined for any other failure.
 */
export function paymentRefusalKey(
  error: unknown,
): (typeof refusalKeys)[keyof typeof refusalKeys] | undefined {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  return code !== undefined && Object.hasOwn(refusalKeys, code)
    ? refusalKeys[code as keyof typeof refusalKeys]
    : undefined;
}
