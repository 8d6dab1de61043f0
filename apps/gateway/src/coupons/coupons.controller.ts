import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { registrationPatterns, type CouponCheckResponse } from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { CouponCheckDto } from './coupons.dto';

/** Per address and minute: enough for a visitor's typos, too few to guess codes. */
export const COUPON_CHECKS_PER_MINUTE = 20;

@ApiTags('coupons')
@Public()
@Controller('coupons')
export class CouponsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('check')
  @HttpCode(200)
  @Throttle({ default: { limit: COUPON_CHECKS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({ summary: 'Is this coupon valid, and what does the package cost with it (server price)' })
  check(@Body() body: CouponCheckDto): Promise<CouponCheckResponse> {
    return this.rpc.request(registrationPatterns.checkCoupon, body);
  }
}
