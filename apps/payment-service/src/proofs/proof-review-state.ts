import { DomainError } from '@eventdesk/server-kit';
import type { Payment } from '../payments/payment.entity';
import type { PaymentProof } from './payment-proof.entity';

/** A receipt is reviewed once: confirmed or rejected is final (a new receipt can be uploaded instead). */
export function assertReviewable(proof: PaymentProof): void {
  if (proof.status !== 'pending_review') {
    const by = proof.reviewedBy ? ` by ${proof.reviewedBy}` : '';
    throw new DomainError(
      'RECEIPT_ALREADY_REVIEWED',
      `This receipt was already ${proof.status}${by}; it cannot be reviewed again`,
    );
  }
}

/** What the audit log keeps of a receipt's review (never the image). */
export function reviewState(proof: PaymentProof) {
  return {
    id: proof.id,
    paymentId: proof.paymentId,
    registrationId: proof.registrationId,
    status: proof.status,
    transactionId: proof.transactionId,
    reviewedBy: proof.reviewedBy,
    reviewedAt: proof.reviewedAt,
    rejectReason: proof.rejectReason,
  };
}

/** What the audit log keeps of a payment. */
export function paymentState(payment: Payment) {
  return {
    id: payment.id,
    registrationId: payment.registrationId,
    status: payment.status,
    amount: payment.amount,
    paymentMethod: payment.paymentMethod,
    transactionId: payment.transactionId,
    paymentDate: payment.paymentDate,
    confirmedBy: payment.confirmedBy,
    note: payment.note,
  };
}
