import type { InitiatePaymentResponse } from '@eventdesk/contracts/payment';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Only the reference is sent: the server takes the amount from the registration. */
export function initiatePayment(ref: string): Promise<InitiatePaymentResponse> {
  return api.post<InitiatePaymentResponse>('/initiate_payment', { ref });
}

export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}
