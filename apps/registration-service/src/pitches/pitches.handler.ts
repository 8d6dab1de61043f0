import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  fileChunkCommand,
  fileChunkQuery,
  getPitchQuery,
  listPitchesQuery,
  pitchPatterns,
  reviewPitchCommand,
  submitPitchCommand,
  type FileChunkAck,
  type FileChunkReply,
  type PitchApplicationView,
  type PitchListResponse,
  type SubmitPitchResponse,
} from '@eventdesk/contracts';
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

  @MessagePattern(pitchPatterns.submit)
  submit(@Payload() payload: unknown): Promise<SubmitPitchResponse> {
    return this.submissions.submit(submitPitchCommand.parse(payload));
  }

  @MessagePattern(pitchPatterns.list)
  list(@Payload() payload: unknown): Promise<PitchListResponse> {
    return this.reviews.list(listPitchesQuery.parse(payload ?? {}));
  }

  @MessagePattern(pitchPatterns.get)
  get(@Payload() payload: unknown): Promise<PitchApplicationView> {
    return this.reviews.get(getPitchQuery.parse(payload).id);
  }

  @MessagePattern(pitchPatterns.getDocumentChunk)
  getDocumentChunk(@Payload() payload: unknown): Promise<FileChunkReply> {
    return this.reviews.getDocumentChunk(fileChunkQuery.parse(payload));
  }

  @MessagePattern(pitchPatterns.review)
  review(@Payload() payload: unknown): Promise<PitchApplicationView> {
    return this.reviews.review(reviewPitchCommand.parse(payload));
  }
}
