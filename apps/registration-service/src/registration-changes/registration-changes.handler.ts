import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminCreateRegistrationCommand,
  adminDeleteRegistrationCommand,
  adminUpdateRegistrationCommand,
  bulkFixFollowupsCommand,
  registrationIdQuery,
  registrationPatterns,
  requestMessageCommand,
  setPaymentStatusCommand,
  updateFollowupCommand,
  type AdminRegistrationCreated,
  type AdminRegistrationRow,
  type BulkFollowupResponse,
  type FollowupHistoryEntry,
  type MessageQueuedResponse,
  type MessageResponse,
} from '@eventdesk/contracts';
import { AdminRegistrationsService } from './admin-registrations.service';
import { FollowupsService } from './followups.service';
import { MessageRequestsService } from './message-requests.service';
import { PaymentStatusService } from './payment-status.service';

/** Staff write commands on registrations: parse the contract, call the service. */
@Controller()
export class RegistrationChangesHandler {
  constructor(
    private readonly registrations: AdminRegistrationsService,
    private readonly paymentStatus: PaymentStatusService,
    private readonly followups: FollowupsService,
    private readonly messages: MessageRequestsService,
  ) {}

  @MessagePattern(registrationPatterns.adminCreate)
  create(@Payload() payload: unknown): Promise<AdminRegistrationCreated> {
    return this.registrations.create(adminCreateRegistrationCommand.parse(payload));
  }

  @MessagePattern(registrationPatterns.adminUpdate)
  update(@Payload() payload: unknown): Promise<AdminRegistrationRow> {
    return this.registrations.update(adminUpdateRegistrationCommand.parse(payload));
  }

  @MessagePattern(registrationPatterns.adminDelete)
  delete(@Payload() payload: unknown): Promise<MessageResponse> {
    return this.registrations.softDelete(adminDeleteRegistrationCommand.parse(payload));
  }

  @MessagePattern(registrationPatterns.setPaymentStatus)
  setPaymentStatus(@Payload() payload: unknown): Promise<AdminRegistrationRow> {
    return this.paymentStatus.set(setPaymentStatusCommand.parse(payload));
  }

  @MessagePattern(registrationPatterns.updateFollowup)
  updateFollowup(@Payload() payload: unknown): Promise<MessageResponse> {
    return this.followups.update(updateFollowupCommand.parse(payload));
  }

  @MessagePattern(registrationPatterns.followupHistory)
  followupHistory(@Payload() payload: unknown): Promise<FollowupHistoryEntry[]> {
    return this.followups.history(registrationIdQuery.parse(payload).id);
  }

  @MessagePattern(registrationPatterns.bulkFixFollowups)
  bulkFixFollowups(@Payload() payload: unknown): Promise<BulkFollowupResponse> {
    return this.followups.fixCompleted(bulkFixFollowupsCommand.parse(payload).actor);
  }

  @MessagePattern(registrationPatterns.requestMessage)
  requestMessage(@Payload() payload: unknown): Promise<MessageQueuedResponse> {
    return this.messages.request(requestMessageCommand.parse(payload));
  }
}
