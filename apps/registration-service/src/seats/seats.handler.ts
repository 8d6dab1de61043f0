import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  registrationRpcs,
  type ExtendHoldCommand,
  type ExtendHoldResponse,
  type SeatsView,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { SeatsService } from './seats.service';

@Controller()
export class SeatsHandler {
  constructor(private readonly seats: SeatsService) {}

  @RpcHandler(registrationRpcs.seats)
  get(): Promise<SeatsView> {
    return this.seats.seats();
  }

  @RpcHandler(registrationRpcs.extendHold)
  extendHold(@Payload() command: ExtendHoldCommand): Promise<ExtendHoldResponse> {
    return this.seats.extendHold(command.ref);
  }
}
