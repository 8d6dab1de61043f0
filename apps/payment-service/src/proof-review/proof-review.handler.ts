import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  paymentRpcs,
  type ProofReviewListQuery,
  type ProofReviewPage,
  type ProofView,
  type RejectProofCommand,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { ProofRejectionService } from './proof-rejection.service';
import { ProofReviewListService } from './proof-review-list.service';

@Controller()
export class ProofReviewHandler {
  constructor(
    private readonly list: ProofReviewListService,
    private readonly rejection: ProofRejectionService,
  ) {}

  @RpcHandler(paymentRpcs.listProofsForReview)
  listForReview(@Payload() query: ProofReviewListQuery): Promise<ProofReviewPage> {
    return this.list.list(query);
  }

  @RpcHandler(paymentRpcs.rejectProof)
  reject(@Payload() command: RejectProofCommand): Promise<ProofView> {
    return this.rejection.reject(command);
  }
}
