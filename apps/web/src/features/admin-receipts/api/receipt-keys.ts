import type { ProofReviewListQuery } from '@eventdesk/contracts/payment';

export const receiptKeys = {
  all: ['admin-receipts'] as const,
  lists: () => [...receiptKeys.all, 'list'] as const,
  list: (params: ProofReviewListQuery) => [...receiptKeys.lists(), params] as const,
  image: (proofId: number) => [...receiptKeys.all, 'image', proofId] as const,
};
