import type { ConfirmProofBody, RejectProofBody } from '@eventdesk/contracts/payment';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { receiptKeys } from '@/features/admin-receipts/api/receipt-keys';
import { settledReviewKey } from '@/features/admin-receipts/review-refusal';
import { api } from '@/lib/api-client';

type ReviewAnswer = { message?: string };

export function confirmReceipt(proofId: number, body: ConfirmProofBody): Promise<ReviewAnswer> {
  return api.post<ReviewAnswer>(`/admin/payment-proofs/${proofId}/confirm`, body);
}

export function rejectReceipt(proofId: number, body: RejectProofBody): Promise<ReviewAnswer> {
  return api.post<ReviewAnswer>(`/admin/payment-proofs/${proofId}/reject`, body);
}

/**
 * A decision changes the receipt lists and also registrations, the dashboard and analytics (a confirmed receipt
 * completes the payment), so every cached answer but the receipt images (which never change) is marked stale;
 * only what is on screen refetches now.
 */
function invalidateAfterDecision(queryClient: QueryClient) {
  const imagePrefix = receiptKeys.image(0).slice(0, 2).join('/');
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.slice(0, 2).join('/') !== imagePrefix,
  });
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proofId, body }: { proofId: number; body: ConfirmProofBody }) =>
      confirmReceipt(proofId, body),
    onSuccess: () => invalidateAfterDecision(queryClient),
    onError: (error) => (settledReviewKey(error) ? invalidateAfterDecision(queryClient) : undefined),
  });
}

export function useRejectReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proofId, body }: { proofId: number; body: RejectProofBody }) =>
      rejectReceipt(proofId, body),
    onSuccess: () => invalidateAfterDecision(queryClient),
    onError: (error) => (settledReviewKey(error) ? invalidateAfterDecision(queryClient) : undefined),
  });
}
