import type { PaymentView, ProofView } from '@eventdesk/contracts/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRegistrationKeys } from '@/features/admin-registrations/api/registration-keys';
import { api } from '@/lib/api-client';

/** Why there is no receipt to show; the viewer words each case (spec admin §8). */
export type ReceiptLookup =
  | { kind: 'no-payment' }
  | { kind: 'no-proof'; payment: PaymentView }
  | { kind: 'proof'; payment: PaymentView; proof: ProofView };

/** A failed step of the viewer; `message` is the i18n key of spec admin §8's words, `cause` the server's answer. */
export class ReceiptLoadError extends Error {
  override readonly name = 'ReceiptLoadError';
}

async function failingAs<T>(message: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new ReceiptLoadError(message, { cause: error });
  }
}

/** The first payment of a registration and its first receipt (spec admin §7: the first of each is used). */
export async function findReceipt(registrationId: number): Promise<ReceiptLookup> {
  const payments = await failingAs('adminRegistrations.proof.fetchError', () =>
    api.get<PaymentView[]>(`/registrations/${registrationId}/payments`),
  );
  const payment = payments[0];
  if (!payment) {
    return { kind: 'no-payment' };
  }
  const proofs = await failingAs('adminRegistrations.proof.fetchError', () =>
    api.get<ProofView[]>(`/payments/${payment.id}/proofs`),
  );
  const proof = proofs[0];
  return proof ? { kind: 'proof', payment, proof } : { kind: 'no-proof', payment };
}

/** The image needs the staff token, so it is fetched as bytes and shown through an object URL. */
export async function fetchReceiptImage(proofId: number): Promise<Blob> {
  const { blob } = await failingAs('adminRegistrations.proof.loadError', () =>
    api.download(`/payment-proofs/${proofId}/image?t=${Date.now()}`),
  );
  return blob;
}

export type ReceiptImage = { lookup: ReceiptLookup; image: Blob | null };

export async function getReceiptImage(registrationId: number): Promise<ReceiptImage> {
  const lookup = await findReceipt(registrationId);
  return { lookup, image: lookup.kind === 'proof' ? await fetchReceiptImage(lookup.proof.id) : null };
}

export const receiptImageQueryOptions = (registrationId: number) =>
  queryOptions({
    queryKey: adminRegistrationKeys.proof(registrationId),
    queryFn: () => getReceiptImage(registrationId),
    // The bytes are only needed while the viewer is open.
    gcTime: 0,
  });

export function useReceiptImage(registrationId: number) {
  return useQuery(receiptImageQueryOptions(registrationId));
}
