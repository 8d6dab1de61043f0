import type { ProofReviewListQuery, ProofReviewPage } from '@eventdesk/contracts/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { receiptKeys } from '@/features/admin-receipts/api/receipt-keys';
import { api } from '@/lib/api-client';

export function getReceipts(params: ProofReviewListQuery): Promise<ProofReviewPage> {
  const search = new URLSearchParams({
    status: params.status,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  return api.get<ProofReviewPage>(`/admin/payment-proofs?${search.toString()}`);
}

export const receiptsQueryOptions = (params: ProofReviewListQuery) =>
  queryOptions({ queryKey: receiptKeys.list(params), queryFn: () => getReceipts(params) });

export function useReceipts(params: ProofReviewListQuery) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...receiptsQueryOptions(params), placeholderData: keepPreviousData });
}
