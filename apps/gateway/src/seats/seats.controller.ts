import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { registrationRpcs, type SeatsView } from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';

@ApiTags('seats')
@Public()
@Controller('seats')
export class SeatsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  // Counted at most once a second per registration-service replica (cheap to poll).
  @ApiOperation({ summary: 'Seats left per package (capacity minus sold seats and unexpired holds)' })
  get(): Promise<SeatsView> {
    return this.rpc.call(registrationRpcs.seats, {});
  }
}
