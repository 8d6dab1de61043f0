import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ProofView, type RejectProofCommand, receiptRejectedEvent } from '@eventdesk/contracts';
import { DomainError, flushChanges, recordAudit, recordEvent } from '@eventdesk/server-kit';
import { registrationOfPayment } from '../payments/payments.repository';
import { toProofView } from './proof-view.mapper';
import { assertReviewable, reviewState } from './proof-review-state';
import { lockProof } from './proofs.repository';

/**
 * Staff refuse a receipt (wrong amount, unreadable, not found on the statement) with a reason. The payment stays
 * pending, so the visitor can upload another receipt or pay by card; the refused one is kept for the record.
 * payment.receipt-rejected is written in the same transaction, so the visitor hears of every rejection, once.
 */
@Injectable()
export class ProofRejectionService {
  constructor(private readonly em: EntityManager) {}

  async reject(command: RejectProofCommand): Promise<ProofView> {
    return this.em.fork().transactional(async (tx) => {
      const proof = await lockProof(tx, command.id);
      if (!proof) {
        throw new DomainError('NOT_FOUND', 'Payment proof not found');
      }
      assertReviewable(proof);
      const before = reviewState(proof);
      Object.assign(proof, {
        status: 'rejected',
        rejectReason: command.reason,
        reviewedBy: command.rejectedBy,
        reviewedAt: new Date(),
      });
      await flushChanges(tx);
      const visitor = await registrationOfPayment(tx, proof.paymentId);
      await recordEvent(tx, receiptRejectedEvent, {
        proofId: proof.id,
        paymentId: proof.paymentId,
        registrationId: proof.registrationId,
        registrationRef: visitor.ref,
        reason: command.reason,
        rejectedAt: (proof.reviewedAt ?? new Date()).toISOString(),
        fullName: visitor.fullName,
        email: visitor.email,
        phone: visitor.phone,
        language: visitor.language,
      });
      await recordAudit(tx, {
        actor: command.rejectedBy,
        action: 'payment-proof.reject',
        targetType: 'payment-proof',
        targetId: String(proof.id),
        before,
        after: reviewState(proof),
      });
      return toProofView(proof);
    });
  }
}
