import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  paymentRpcs,
  type ConfirmProofCommand,
  type ConfirmProofResponse,
  type FileChunkQuery,
  type FileChunkReply,
  type IdQuery,
  type ProofReviewListQuery,
  type ProofReviewPage,
  type ProofView,
  type RejectProofCommand,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { ProofRejectionService } from './proof-rejection.service';
import { ProofReviewListService } from './proof-review-list.service';
import { ProofReviewService } from './proof-review.service';

/** Staff review of receipts: the queue, a payment's receipts and their images, confirmation and rejection. */
@Controller()
export class ProofReviewHandler {
  constructor(
    private readonly list: ProofReviewListService,
    private readonly review: ProofReviewService,
    private readonly rejection: ProofRejectionService,
  ) {}

  @RpcHandler(paymentRpcs.listProofsForReview)
  listForReview(@Payload() query: ProofReviewListQuery): Promise<ProofReviewPage> {
    return this.list.list(query);
  }

  @RpcHandler(paymentRpcs.listProofs)
  listProofs(@Payload() query: IdQuery): Promise<ProofView[]> {
    return this.review.proofsOf(query.id);
  }

  @RpcHandler(paymentRpcs.proofImageChunk)
  imageChunk(@Payload() query: FileChunkQuery): Promise<FileChunkReply> {
    return this.review.imageChunk(query);
  }

  @RpcHandler(paymentRpcs.confirmProof)
  confirm(@Payload() command: ConfirmProofCommand): Promise<ConfirmProofResponse> {
    return this.review.confirm(command);
  }

  @RpcHandler(paymentRpcs.rejectProof)
  reject(@Payload() command: RejectProofCommand): Promise<ProofView> {
    return this.rejection.reject(command);
  }
}
