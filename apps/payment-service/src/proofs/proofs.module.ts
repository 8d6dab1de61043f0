import { Module } from '@nestjs/common';
import { ProofIntakeHandler } from './proof-intake.handler';
import { ProofIntakeService } from './proof-intake.service';
import { ProofRejectionService } from './proof-rejection.service';
import { ProofReviewListService } from './proof-review-list.service';
import { ProofReviewHandler } from './proof-review.handler';
import { ProofReviewService } from './proof-review.service';
import { RegistrationStateConsumer } from './registration-state.consumer';

/**
 * Bank/UPI receipts from upload to decision: intake (visitor's and staff's uploads), the staff review queue (with
 * the registration state it is filtered by), confirmation and rejection.
 */
@Module({
  controllers: [ProofIntakeHandler, ProofReviewHandler],
  providers: [
    ProofIntakeService,
    ProofReviewService,
    ProofReviewListService,
    ProofRejectionService,
    RegistrationStateConsumer,
  ],
  exports: [ProofReviewService],
})
export class ProofsModule {}
