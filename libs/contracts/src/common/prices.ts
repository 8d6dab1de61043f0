import type { TicketPackage } from './enums';

export interface PackagePrice {
  /** Price in whole rupees. */
  price: number;
  /** Struck-through "was" price shown on the card, if any. */
  originalPrice: number | null;
  /** Price with a valid coupon, if the package takes coupons. */
  couponPrice: number | null;
  mostPopular: boolean;
  earlyBird: boolean;
}

/**
 * The spec's price table, used as seed data for the event settings (staff can edit it later).
 * VIP is 7200 everywhere: the 7100 in the original WhatsApp text was a slip (DESIGN.md).
 */
export const defaultPriceTable: Record<TicketPackage, PackagePrice> = {
  silver: { price: 2600, originalPrice: null, couponPrice: null, mostPopular: false, earlyBird: false },
  gold: { price: 3600, originalPrice: 4600, couponPrice: 2880, mostPopular: false, earlyBird: true },
  diamond: { price: 5100, originalPrice: 6100, couponPrice: 4080, mostPopular: true, earlyBird: true },
  vip: { price: 7200, originalPrice: 8999, couponPrice: null, mostPopular: false, earlyBird: false },
};

/** The voucher on the payment page takes 20 % off when no coupon price exists for the package. */
export const VOUCHER_DISCOUNT_PERCENT = 20;

/**
 * The amount a registration owes, computed on the server only. A valid coupon uses the package's coupon
 * price, or 20 % off where the package has none.
 */
export function priceFor(
  table: Record<TicketPackage, PackagePrice>,
  pkg: TicketPackage,
  voucher: boolean,
): number {
  const row = table[pkg];
  if (!voucher) {
    return row.price;
  }
  return row.couponPrice ?? Math.round((row.price * (100 - VOUCHER_DISCOUNT_PERCENT)) / 100);
}
