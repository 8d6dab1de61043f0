import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  extendHoldRpc,
  registrationPatterns,
  type ExtendHoldCommand,
  type ExtendHoldResponse,
  type SeatsView,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { SeatsService } from './seats.service';

@Controller()
export class SeatsHandler {
  constructor(private readonly seats: SeatsService) {}

  @MessagePattern(registrationPatterns.seats)
  get(): Promise<SeatsView> {
    return this.seats.seats();
  }

  @RpcHandler(extendHoldRpc)
  extendHold(@Payload() command: ExtendHoldCommand): Promise<ExtendHoldResponse> {
    return this.seats.extendHold(command.ref);
  }
}
