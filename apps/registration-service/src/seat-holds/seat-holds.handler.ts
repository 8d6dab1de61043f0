import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  registrationPatterns,
  releaseHoldsCommand,
  type ReleaseHoldsResponse,
  type SeatHoldsView,
} from '@eventdesk/contracts';
import { SeatHoldsService } from './seat-holds.service';

/** Staff RPC edge for seat holds: parse the contract, call the service. */
@Controller()
export class SeatHoldsHandler {
  constructor(private readonly holds: SeatHoldsService) {}

  @MessagePattern(registrationPatterns.seatHolds)
  view(): Promise<SeatHoldsView> {
    return this.holds.view();
  }

  @MessagePattern(registrationPatterns.releaseHolds)
  release(@Payload() payload: unknown): Promise<ReleaseHoldsResponse> {
    return this.holds.release(releaseHoldsCommand.parse(payload));
  }
}
