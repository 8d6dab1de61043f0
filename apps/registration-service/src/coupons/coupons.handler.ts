import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { registrationRpcs, type CouponCheckBody, type CouponCheckResponse } from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { CouponsService } from './coupons.service';

@Controller()
export class CouponsHandler {
  constructor(private readonly coupons: CouponsService) {}

  @RpcHandler(registrationRpcs.checkCoupon)
  check(@Payload() query: CouponCheckBody): Promise<CouponCheckResponse> {
    return this.coupons.check(query);
  }
}
