import { paymentResultQueryKeys, type PaymentResultQuery } from '@eventdesk/contracts/payment';

/** The result page's query string (spec public §3), each value trimmed and bounded; unknown keys dropped. */
export function readPaymentResult(search: URLSearchParams): PaymentResultQuery {
  const result: PaymentResultQuery = {};
  for (const key of paymentResultQueryKeys) {
    const value = search.get(key)?.trim();
    if (value) {
      result[key] = value.slice(0, 200);
    }
  }
  return result;
}

export const knownOrderStatuses = ['Success', 'Failure', 'Aborted', 'Pending'] as const;
export type KnownOrderStatus = (typeof knownOrderStatuses)[number];

/** 'Pending' when missing (spec); anything unexpected is shown as sent, not translated. */
export function orderStatusOf(query: PaymentResultQuery): { known: KnownOrderStatus | null; text: string } {
  const text = query.orderStatus ?? 'Pending';
  const known = (knownOrderStatuses as readonly string[]).includes(text) ? (text as KnownOrderStatus) : null;
  return { known, text: text.slice(0, 40) };
}
