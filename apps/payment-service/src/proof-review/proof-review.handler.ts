import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  paymentPatterns,
  proofReviewListQuery,
  rejectProofCommand,
  type ProofReviewPage,
  type ProofView,
} from '@eventdesk/contracts';
import { ProofRejectionService } from './proof-rejection.service';
import { ProofReviewListService } from './proof-review-list.service';

@Controller()
export class ProofReviewHandler {
  constructor(
    private readonly list: ProofReviewListService,
    private readonly rejection: ProofRejectionService,
  ) {}

  @MessagePattern(paymentPatterns.listProofsForReview)
  listForReview(@Payload() payload: unknown): Promise<ProofReviewPage> {
    return this.list.list(proofReviewListQuery.parse(payload));
  }

  @MessagePattern(paymentPatterns.rejectProof)
  reject(@Payload() payload: unknown): Promise<ProofView> {
    return this.rejection.reject(rejectProofCommand.parse(payload));
  }
}
