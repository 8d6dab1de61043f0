import type { ProofView } from '@eventdesk/contracts';
import type { PaymentProof } from './payment-proof.entity';

/** A receipt as staff see it (never the image bytes: GET /api/payment-proofs/{id}/image serves those). */
export function toProofView(proof: PaymentProof): ProofView {
  return {
    id: proof.id,
    paymentId: proof.paymentId,
    fileName: proof.fileName,
    fileType: proof.fileType,
    fileSize: proof.fileSize,
    transactionId: proof.transactionId,
    status: proof.status,
    uploadedAt: proof.uploadedAt.toISOString(),
    reviewedBy: proof.reviewedBy,
    reviewedAt: proof.reviewedAt?.toISOString() ?? null,
  };
}
