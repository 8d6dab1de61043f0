import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentKeys } from '@/features/payment/api/payment-keys';
import { api } from '@/lib/api-client';

export function getPaymentSummary(ref: string): Promise<PaymentSummary> {
  return api.get<PaymentSummary>(`/payments/${encodeURIComponent(ref)}`);
}

export const paymentSummaryQueryOptions = (ref: string) =>
  queryOptions({ queryKey: paymentKeys.summary(ref), queryFn: () => getPaymentSummary(ref) });

export function usePaymentSummary(ref: string) {
  return useQuery(paymentSummaryQueryOptions(ref));
}
