import { Module } from '@nestjs/common';
import { FollowupsController } from './followups.controller';
import { MessageRequestsController } from './message-requests.controller';
import { RegistrationChangesController } from './registration-changes.controller';

/** Staff write routes on registrations; the registration service does the work over NATS. */
@Module({
  controllers: [RegistrationChangesController, FollowupsController, MessageRequestsController],
})
export class RegistrationChangesModule {}
