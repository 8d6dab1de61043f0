import type { ProofReceivedResponse } from '@eventdesk/contracts/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentKeys } from '@/features/payment/api/payment-keys';
import { paymentRefusalKey } from '@/features/payment/payment-refusal';
import { api } from '@/lib/api-client';
import { submitIdempotently } from '@/lib/idempotent-submit';

export type UploadProofInput = { ref: string; image: File; transactionId: string };

/** Spec public §7: multipart with the file as `image`; the UTR travels as `transactionId`. */
export function proofFormData({ image, transactionId }: Omit<UploadProofInput, 'ref'>): FormData {
  const body = new FormData();
  body.append('image', image, image.name);
  body.append('transactionId', transactionId);
  return body;
}

/** One Idempotency-Key per upload: a retry after a lost answer stores no second receipt. */
export function uploadProof(input: UploadProofInput): Promise<ProofReceivedResponse> {
  return submitIdempotently((headers) =>
    api.post<ProofReceivedResponse>(
      `/payments/${encodeURIComponent(input.ref)}/proof`,
      proofFormData(input),
      {
        headers,
      },
    ),
  );
}

export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProof,
    onSuccess: (_, input) => queryClient.invalidateQueries({ queryKey: paymentKeys.summary(input.ref) }),
    // Paid or cancelled meanwhile: the page shows the registration as it now stands.
    onError: (error, input) =>
      paymentRefusalKey(error)
        ? queryClient.invalidateQueries({ queryKey: paymentKeys.summary(input.ref) })
        : undefined,
  });
}
