import { Injectable } from '@nestjs/common';
import {
  isValidCoupon,
  priceFor,
  type CouponCheckBody,
  type CouponCheckResponse,
} from '@eventdesk/contracts';
import { SettingsService } from '../settings/settings.service';

/** The Apply button: the same rule and price table the registration itself uses, so the two never disagree. */
@Injectable()
export class CouponsService {
  constructor(private readonly settings: SettingsService) {}

  async check(query: CouponCheckBody): Promise<CouponCheckResponse> {
    const settings = await this.settings.get();
    const valid = isValidCoupon(settings, query.code);
    return { valid, price: priceFor(settings.packages, query.package, valid) };
  }
}
