import type { TicketPackage } from './enums';

/** The voucher takes 20 % off when a package has no coupon price of its own. */
export const VOUCHER_DISCOUNT_PERCENT = 20;

export interface PackagePricing {
  price: number;
  couponPrice: number | null;
}

/**
 * The amount a registration owes, computed on the server only (from the event settings). A valid coupon uses
 * the package's coupon price, or 20 % off where the package has none.
 */
export function priceFor(
  packages: Record<TicketPackage, PackagePricing>,
  pkg: TicketPackage,
  voucher: boolean,
): number {
  const row = packages[pkg];
  if (!voucher) {
    return row.price;
  }
  return row.couponPrice ?? Math.round((row.price * (100 - VOUCHER_DISCOUNT_PERCENT)) / 100);
}
