import type { PaymentConfigResponse } from '@eventdesk/contracts/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentKeys } from '@/features/payment/api/payment-keys';
import { api } from '@/lib/api-client';

export function getPaymentConfig(): Promise<PaymentConfigResponse> {
  return api.get<PaymentConfigResponse>('/payment-config');
}

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.config(), queryFn: getPaymentConfig });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
