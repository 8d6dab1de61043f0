import { Module } from '@nestjs/common';
import { ProofReviewService } from './proof-review.service';
import { ProofsHandler } from './proofs.handler';
import { ProofsService } from './proofs.service';

@Module({
  controllers: [ProofsHandler],
  providers: [ProofsService, ProofReviewService],
  exports: [ProofReviewService],
})
export class ProofsModule {}
