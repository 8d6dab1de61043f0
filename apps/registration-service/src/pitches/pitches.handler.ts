import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  pitchRpcs,
  type FileChunkAck,
  type FileChunkCommand,
  type FileChunkQuery,
  type FileChunkReply,
  type GetPitchQuery,
  type ListPitchesQuery,
  type PitchApplicationView,
  type PitchListResponse,
  type ReviewPitchCommand,
  type SubmitPitchCommand,
  type SubmitPitchResponse,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { PitchReviewService } from './pitch-review.service';
import { PitchSubmissionService } from './pitch-submission.service';

/** Thin RPC edge: parse the contract, call the service. */
@Controller()
export class PitchesHandler {
  constructor(
    private readonly submissions: PitchSubmissionService,
    private readonly reviews: PitchReviewService,
  ) {}

  @RpcHandler(pitchRpcs.uploadChunk)
  uploadChunk(@Payload() command: FileChunkCommand): Promise<FileChunkAck> {
    return this.submissions.uploadChunk(command);
  }

  @RpcHandler(pitchRpcs.submit)
  submit(@Payload() command: SubmitPitchCommand): Promise<SubmitPitchResponse> {
    return this.submissions.submit(command);
  }

  @RpcHandler(pitchRpcs.list)
  list(@Payload() query: ListPitchesQuery): Promise<PitchListResponse> {
    return this.reviews.list(query);
  }

  @RpcHandler(pitchRpcs.get)
  get(@Payload() query: GetPitchQuery): Promise<PitchApplicationView> {
    return this.reviews.get(query.id);
  }

  @RpcHandler(pitchRpcs.getDocumentChunk)
  getDocumentChunk(@Payload() query: FileChunkQuery): Promise<FileChunkReply> {
    return this.reviews.getDocumentChunk(query);
  }

  @RpcHandler(pitchRpcs.review)
  review(@Payload() command: ReviewPitchCommand): Promise<PitchApplicationView> {
    return this.reviews.review(command);
  }
}
