import { Module } from '@nestjs/common';
import { PitchesHandler } from './pitches.handler';
import { PitchReviewService } from './pitch-review.service';
import { PitchSubmissionService } from './pitch-submission.service';

@Module({
  controllers: [PitchesHandler],
  providers: [PitchSubmissionService, PitchReviewService],
})
export class PitchesModule {}
