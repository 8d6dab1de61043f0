import { Module } from '@nestjs/common';
import { ProofRejectionService } from './proof-rejection.service';
import { ProofReviewHandler } from './proof-review.handler';
import { ProofReviewListService } from './proof-review-list.service';
import { RegistrationStateConsumer } from './registration-state.consumer';

/**
 * Staff review of receipts: the list to go through (with the registration state it is filtered by) and the
 * rejection (confirmation is in proofs/).
 */
@Module({
  controllers: [ProofReviewHandler],
  providers: [ProofReviewListService, ProofRejectionService, RegistrationStateConsumer],
})
export class ProofReviewModule {}
