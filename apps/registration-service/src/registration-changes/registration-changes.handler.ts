import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  registrationRpcs,
  type AdminCreateRegistrationCommand,
  type AdminDeleteRegistrationCommand,
  type AdminRegistrationCreated,
  type AdminRegistrationRow,
  type AdminUpdateRegistrationCommand,
  type MessageQueuedResponse,
  type MessageResponse,
  type RequestMessageCommand,
  type SetPaymentStatusCommand,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { AdminRegistrationsService } from './admin-registrations.service';
import { MessageRequestsService } from './message-requests.service';
import { PaymentStatusService } from './payment-status.service';

/** Staff write commands on registrations: the contract parses the payload, the service does the work. */
@Controller()
export class RegistrationChangesHandler {
  constructor(
    private readonly registrations: AdminRegistrationsService,
    private readonly paymentStatus: PaymentStatusService,
    private readonly messages: MessageRequestsService,
  ) {}

  @RpcHandler(registrationRpcs.adminCreate)
  create(@Payload() command: AdminCreateRegistrationCommand): Promise<AdminRegistrationCreated> {
    return this.registrations.create(command);
  }

  @RpcHandler(registrationRpcs.adminUpdate)
  update(@Payload() command: AdminUpdateRegistrationCommand): Promise<AdminRegistrationRow> {
    return this.registrations.update(command);
  }

  @RpcHandler(registrationRpcs.adminDelete)
  delete(@Payload() command: AdminDeleteRegistrationCommand): Promise<MessageResponse> {
    return this.registrations.softDelete(command);
  }

  @RpcHandler(registrationRpcs.setPaymentStatus)
  setPaymentStatus(@Payload() command: SetPaymentStatusCommand): Promise<AdminRegistrationRow> {
    return this.paymentStatus.set(command);
  }

  @RpcHandler(registrationRpcs.requestMessage)
  requestMessage(@Payload() command: RequestMessageCommand): Promise<MessageQueuedResponse> {
    return this.messages.request(command);
  }
}
