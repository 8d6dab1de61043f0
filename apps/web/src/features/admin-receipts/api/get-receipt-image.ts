import { useQuery } from '@tanstack/react-query';
import { receiptKeys } from '@/features/admin-receipts/api/receipt-keys';
import { api } from '@/lib/api-client';
import { useObjectUrl } from '@/lib/use-object-url';

/** The image needs the staff token, so an <img src> cannot load it: the bytes come as a Blob. */
export async function getReceiptImage(proofId: number): Promise<Blob> {
  const { blob } = await api.download(`/payment-proofs/${proofId}/image`);
  return blob;
}

/** The receipt image as an object URL (for <img> and "open in new tab"), revoked when no longer shown. */
export function useReceiptImage(proofId: number) {
  const query = useQuery({
    queryKey: receiptKeys.image(proofId),
    queryFn: () => getReceiptImage(proofId),
    // Blobs are large: drop them soon after the row leaves the screen.
    gcTime: 60_000,
  });
  const blob = query.data;
  const url = useObjectUrl(blob);

  return {
    url,
    isPending: query.isPending || (blob !== undefined && url === null),
    error: query.error,
    retry: query.refetch,
  };
}
