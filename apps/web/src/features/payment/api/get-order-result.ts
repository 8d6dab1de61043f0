import type { PaymentOrderResult } from '@eventdesk/contracts/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentKeys } from '@/features/payment/api/payment-keys';
import { api } from '@/lib/api-client';

/** While the provider's answer is awaited, the result page asks again this often. */
export const PENDING_RECHECK_MS = 5000;

export function getOrderResult(orderId: string): Promise<PaymentOrderResult> {
  return api.get<PaymentOrderResult>(`/payment/orders/${encodeURIComponent(orderId)}`);
}

/** The result pages read the order from our verified record; the address only names it. */
export const orderResultQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.orderResult(orderId),
    queryFn: () => getOrderResult(orderId),
    enabled: orderId !== '',
    refetchInterval: (query) => (query.state.data?.orderStatus === 'Pending' ? PENDING_RECHECK_MS : false),
  });

export function useOrderResult(orderId: string) {
  return useQuery(orderResultQueryOptions(orderId));
}
