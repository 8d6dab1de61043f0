import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  fileChunkCommand,
  fileChunkQuery,
  pitchPatterns,
  pitchRpcs,
  type FileChunkAck,
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

  @MessagePattern(pitchPatterns.uploadChunk)
  uploadChunk(@Payload() payload: unknown): Promise<FileChunkAck> {
    return this.submissions.uploadChunk(fileChunkCommand.parse(payload));
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

  @MessagePattern(pitchPatterns.getDocumentChunk)
  getDocumentChunk(@Payload() payload: unknown): Promise<FileChunkReply> {
    return this.reviews.getDocumentChunk(fileChunkQuery.parse(payload));
  }

  @RpcHandler(pitchRpcs.review)
  review(@Payload() command: ReviewPitchCommand): Promise<PitchApplicationView> {
    return this.reviews.review(command);
  }
}
