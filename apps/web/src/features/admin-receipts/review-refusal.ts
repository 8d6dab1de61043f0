import type { ErrorCode } from '@eventdesk/contracts/common';
import { ApiError } from '@/lib/api-client';

/** Refusals that mean the decision is moot: the receipt or its registration moved on while the screen was open. */
const settledKeys = {
  RECEIPT_ALREADY_REVIEWED: 'adminReceipts.toast.alreadyReviewed',
  REGISTRATION_ALREADY_PAID: 'adminReceipts.toast.alreadyPaid',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The catalog key for such a refusal (the list is refreshed and the dialog closed); undefined for any other. */
export function settledReviewKey(error: unknown): (typeof settledKeys)[keyof typeof settledKeys] | undefined {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  return code !== undefined && Object.hasOwn(settledKeys, code)
    ? settledKeys[code as keyof typeof settledKeys]
    : undefined;
}
