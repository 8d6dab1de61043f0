import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  registrationRpcs,
  staffCapabilities,
  type ReleaseHoldsResponse,
  type SeatHoldsView,
  type StaffTokenClaims,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { ReleaseHoldsDto } from './seat-holds.dto';

/** Held-but-unpaid seats per package, and their release by staff (issue 12 §1); registration-service does the work. */
@ApiTags('seats (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.seatHolds)
@Controller('admin/seats/holds')
export class SeatHoldsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Per package: capacity, sold, held (live, unpaid) and the held registrations, nearest deadline first',
  })
  view(): Promise<SeatHoldsView> {
    return this.rpc.call(registrationRpcs.seatHolds, {});
  }

  @Post('release')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Lapse the holds of up to 100 registrations now (they stay pending; a late payment still finds a seat if one is free)',
  })
  release(
    @Body() body: ReleaseHoldsDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<ReleaseHoldsResponse> {
    return this.rpc.call(registrationRpcs.releaseHolds, { actor: staff.username, body });
  }
}
