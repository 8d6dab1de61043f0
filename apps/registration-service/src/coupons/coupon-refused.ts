import { isValidCoupon, type EventSettings, type Language } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';

/** The visitor reads this beside the coupon field, so it comes in the language they registered in. */
const couponRefusedMessages: Record<Language, string> = {
  en: 'This coupon code is not valid. Correct it or clear the field to pay the full price.',
  ta: 'இந்தக் கூப்பன் குறியீடு செல்லாது. அதைத் திருத்தவும் அல்லது முழு விலையில் செலுத்த புலத்தை அழிக்கவும்.',
};

/**
 * A typed code that is not an active coupon refuses the registration (422 COUPON_INVALID) before any seat is
 * claimed: charging the full price while the visitor believes a code was used is never silent. Blank = no coupon.
 */
export function assertCouponAccepted(
  settings: Pick<EventSettings, 'coupons'>,
  code: string | null | undefined,
  language: Language,
): void {
  if ((code ?? '').trim() && !isValidCoupon(settings, code)) {
    throw new DomainError('COUPON_INVALID', couponRefusedMessages[language]);
  }
}
