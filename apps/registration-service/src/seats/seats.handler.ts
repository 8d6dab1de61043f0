import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  extendHoldCommand,
  registrationPatterns,
  type ExtendHoldResponse,
  type SeatsView,
} from '@eventdesk/contracts';
import { SeatsService } from './seats.service';

@Controller()
export class SeatsHandler {
  constructor(private readonly seats: SeatsService) {}

  @MessagePattern(registrationPatterns.seats)
  get(): Promise<SeatsView> {
    return this.seats.seats();
  }

  @MessagePattern(registrationPatterns.extendHold)
  extendHold(@Payload() payload: unknown): Promise<ExtendHoldResponse> {
    return this.seats.extendHold(extendHoldCommand.parse(payload).ref);
  }
}
