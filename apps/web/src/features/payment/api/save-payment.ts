import type { PaymentResultQuery, SavePaymentResponse } from '@eventdesk/contracts/payment';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Spec public §7: the result page posts its query string back. The server answers with its own verified status
 * (and the registration reference as data2); nothing here can mark a payment paid.
 */
export function savePayment(query: PaymentResultQuery & { orderId: string }): Promise<SavePaymentResponse> {
  const { ref: _ref, ...body } = query;
  return api.post<SavePaymentResponse>('/payment/save', body);
}

export function useSavePayment() {
  return useMutation({ mutationFn: savePayment });
}
