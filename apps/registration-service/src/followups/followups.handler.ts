import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  registrationRpcs,
  type BulkFixFollowupsCommand,
  type BulkFollowupResponse,
  type FollowupHistoryEntry,
  type FollowupSummary,
  type MessageResponse,
  type RegistrationFilters,
  type RegistrationIdQuery,
  type UpdateFollowupCommand,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { FollowupsService } from './followups.service';

/** The follow-up RPCs of the staff screens: the contract parses the payload, the service does the work. */
@Controller()
export class FollowupsHandler {
  constructor(private readonly followups: FollowupsService) {}

  @RpcHandler(registrationRpcs.updateFollowup)
  updateFollowup(@Payload() command: UpdateFollowupCommand): Promise<MessageResponse> {
    return this.followups.update(command);
  }

  @RpcHandler(registrationRpcs.followupHistory)
  followupHistory(@Payload() query: RegistrationIdQuery): Promise<FollowupHistoryEntry[]> {
    return this.followups.history(query.id);
  }

  @RpcHandler(registrationRpcs.followupSummary)
  followupSummary(@Payload() filters: RegistrationFilters): Promise<FollowupSummary> {
    return this.followups.summary(filters);
  }

  @RpcHandler(registrationRpcs.bulkFixFollowups)
  bulkFixFollowups(@Payload() command: BulkFixFollowupsCommand): Promise<BulkFollowupResponse> {
    return this.followups.fixCompleted(command.actor);
  }
}
