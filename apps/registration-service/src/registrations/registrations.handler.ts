import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  registrationRpcs,
  type CreateAdditionalTicketCommand,
  type CreateRegistrationCommand,
  type CreateRegistrationResponse,
  type GetRegistrationByRefQuery,
  type RegistrationView,
  type ResendTicketCommand,
  type TicketResendResponse,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { AdditionalTicketsService } from './additional-tickets.service';
import { RegistrationsService } from './registrations.service';
import { TicketResendsService } from './ticket-resends.service';

/** Thin RPC edge: the contract parses the payload, the service does the work. */
@Controller()
export class RegistrationsHandler {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly additionalTickets: AdditionalTicketsService,
    private readonly ticketResends: TicketResendsService,
  ) {}

  @RpcHandler(registrationRpcs.create)
  create(@Payload() command: CreateRegistrationCommand): Promise<CreateRegistrationResponse> {
    return this.registrations.create(command);
  }

  @RpcHandler(registrationRpcs.getByRef)
  getByRef(@Payload() query: GetRegistrationByRefQuery): Promise<RegistrationView> {
    return this.registrations.getByRef(query.ref);
  }

  @RpcHandler(registrationRpcs.createAdditionalTicket)
  createAdditionalTicket(
    @Payload() command: CreateAdditionalTicketCommand,
  ): Promise<CreateRegistrationResponse> {
    return this.additionalTickets.create(command);
  }

  @RpcHandler(registrationRpcs.resendTicket)
  resendTicket(@Payload() command: ResendTicketCommand): Promise<TicketResendResponse> {
    return this.ticketResends.resend(command);
  }
}
