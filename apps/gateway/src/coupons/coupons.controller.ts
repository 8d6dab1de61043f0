import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { registrationRpcs, type CouponCheckResponse } from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { CouponThrottled } from '../http/form-throttle';
import { CouponCheckDto } from './coupons.dto';

@ApiTags('coupons')
@Public()
@Controller('coupons')
export class CouponsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('check')
  @HttpCode(200)
  // Shares its per-address budget with registrations that carry a code.
  @CouponThrottled()
  @ApiOperation({ summary: 'Is this coupon valid, and what does the package cost with it (server price)' })
  check(@Body() body: CouponCheckDto): Promise<CouponCheckResponse> {
    return this.rpc.call(registrationRpcs.checkCoupon, body);
  }
}
