import { Module } from '@nestjs/common';
import { FollowupsHandler } from './followups.handler';
import { FollowupsService } from './followups.service';

/** Staff follow-ups of registrations: status and notes, their history, the cards above the list, the bulk fix. */
@Module({
  controllers: [FollowupsHandler],
  providers: [FollowupsService],
})
export class FollowupsModule {}
