import { Module } from '@nestjs/common';
import { ProofRejectionService } from './proof-rejection.service';
import { ProofReviewHandler } from './proof-review.handler';
import { ProofReviewListService } from './proof-review-list.service';

/** Staff review of receipts: the list to go through and the rejection (confirmation is in proofs/). */
@Module({
  controllers: [ProofReviewHandler],
  providers: [ProofReviewListService, ProofRejectionService],
})
export class ProofReviewModule {}
