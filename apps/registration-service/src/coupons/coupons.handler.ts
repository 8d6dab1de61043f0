import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { checkCouponQuery, registrationPatterns, type CouponCheckResponse } from '@eventdesk/contracts';
import { CouponsService } from './coupons.service';

@Controller()
export class CouponsHandler {
  constructor(private readonly coupons: CouponsService) {}

  @MessagePattern(registrationPatterns.checkCoupon)
  check(@Payload() payload: unknown): Promise<CouponCheckResponse> {
    return this.coupons.check(checkCouponQuery.parse(payload));
  }
}
