import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  registrationRpcs,
  type ReleaseHoldsCommand,
  type ReleaseHoldsResponse,
  type SeatHoldsView,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { SeatHoldsService } from './seat-holds.service';

/** Staff RPC edge for seat holds: the contract parses the payload, the service does the work. */
@Controller()
export class SeatHoldsHandler {
  constructor(private readonly holds: SeatHoldsService) {}

  @RpcHandler(registrationRpcs.seatHolds)
  view(): Promise<SeatHoldsView> {
    return this.holds.view();
  }

  @RpcHandler(registrationRpcs.releaseHolds)
  release(@Payload() command: ReleaseHoldsCommand): Promise<ReleaseHoldsResponse> {
    return this.holds.release(command);
  }
}
