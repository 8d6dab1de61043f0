import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ProofView, RejectProofCommand } from '@eventdesk/contracts';
import { DomainError, recordAudit } from '@eventdesk/server-kit';
import { PaymentProof } from '../proofs/payment-proof.entity';
import { toProofView } from '../proofs/proof-view.mapper';
import { assertReviewable, reviewState } from '../proofs/proof-review-state';

/**
 * Staff refuse a receipt (wrong amount, unreadable, not found on the statement) with a reason. The payment stays
 * pending, so the visitor can upload another receipt or pay by card; the refused one is kept for the record.
 */
@Injectable()
export class ProofRejectionService {
  constructor(private readonly em: EntityManager) {}

  async reject(command: RejectProofCommand): Promise<ProofView> {
    return this.em.fork().transactional(async (tx) => {
      const proof = await tx.findOne(PaymentProof, command.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
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
      await tx.flush();
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
