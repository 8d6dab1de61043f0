import type { InitiatePaymentResponse } from '@eventdesk/contracts/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentKeys } from '@/features/payment/api/payment-keys';
import { paymentRefusalKey } from '@/features/payment/payment-refusal';
import { api } from '@/lib/api-client';

/** Only the reference is sent: the server takes the amount from the registration. */
export function initiatePayment(ref: string): Promise<InitiatePaymentResponse> {
  return api.post<InitiatePaymentResponse>('/initiate_payment', { ref });
}

export function useInitiatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initiatePayment,
    // Paid or cancelled meanwhile: the page shows the registration as it now stands.
    onError: (error, ref) =>
      paymentRefusalKey(error)
        ? queryClient.invalidateQueries({ queryKey: paymentKeys.summary(ref) })
        : undefined,
  });
}
