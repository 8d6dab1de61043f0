import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createAdditionalTicketCommand,
  createRegistrationCommand,
  getRegistrationByRefQuery,
  registrationPatterns,
  resendTicketCommand,
  type CreateRegistrationResponse,
  type RegistrationView,
  type TicketResendResponse,
} from '@eventdesk/contracts';
import { AdditionalTicketsService } from './additional-tickets.service';
import { RegistrationsService } from './registrations.service';
import { TicketResendsService } from './ticket-resends.service';

/** Thin RPC edge: parse the contract, call the service. */
@Controller()
export class RegistrationsHandler {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly additionalTickets: AdditionalTicketsService,
    private readonly ticketResends: TicketResendsService,
  ) {}

  @MessagePattern(registrationPatterns.create)
  create(@Payload() payload: unknown): Promise<CreateRegistrationResponse> {
    return this.registrations.create(createRegistrationCommand.parse(payload));
  }

  @MessagePattern(registrationPatterns.getByRef)
  getByRef(@Payload() payload: unknown): Promise<RegistrationView> {
    return this.registrations.getByRef(getRegistrationByRefQuery.parse(payload).ref);
  }

  @MessagePattern(registrationPatterns.createAdditionalTicket)
  createAdditionalTicket(@Payload() payload: unknown): Promise<CreateRegistrationResponse> {
    return this.additionalTickets.create(createAdditionalTicketCommand.parse(payload));
  }

  @MessagePattern(registrationPatterns.resendTicket)
  resendTicket(@Payload() payload: unknown): Promise<TicketResendResponse> {
    return this.ticketResends.resend(resendTicketCommand.parse(payload));
  }
}
