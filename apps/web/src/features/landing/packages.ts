import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import type { TicketPackage } from '@eventdesk/contracts/common';
import type { SeatsView } from '@eventdesk/contracts/registration';

/** What a package card and the form's package choice show; prices and flags come from the server's settings. */
export type PackageOffer = {
  pkg: TicketPackage;
  price: number;
  originalPrice: number | null;
  mostPopular: boolean;
  earlyBird: boolean;
  /** Undefined until the seat count has loaded. */
  seatsLeft: number | undefined;
};

// Spec public §3: Gold lists six benefits; Diamond adds four; VIP is the red-carpet pass on top of Diamond.
const base = [
  'landing.benefits.fullDay',
  'landing.benefits.expo',
  'landing.benefits.networking',
  'landing.benefits.hospitality',
  'landing.benefits.welcomeKit',
  'landing.benefits.certificate',
];
const diamond = [
  ...base,
  'landing.features.prioritySeating',
  'landing.features.classAccess',
  'landing.features.biofield',
  'landing.features.programDiscount',
];

export const packageFeatureKeys: Record<TicketPackage, string[]> = {
  silver: ['landing.benefits.fullDay', 'landing.benefits.networking', 'landing.benefits.certificate'],
  gold: base,
  diamond,
  vip: ['landing.features.redCarpet', ...diamond],
};

export const packageOrder: readonly TicketPackage[] = ['silver', 'gold', 'diamond', 'vip'];

/** The packages on sale (landing cards and the form), in price order. */
export function offersOf(
  settings: PublicEventSettings | undefined,
  seats: SeatsView | undefined,
): PackageOffer[] {
  if (!settings) {
    return [];
  }
  return packageOrder
    .filter((pkg) => settings.packages[pkg].onSale)
    .map((pkg) => {
      const row = settings.packages[pkg];
      return {
        pkg,
        price: row.price,
        originalPrice: row.originalPrice,
        mostPopular: row.mostPopular,
        // The notice ends at the settings' early-bird end (or with the sales), by the server's clock.
        earlyBird: row.earlyBird && settings.earlyBirdOpen,
        seatsLeft: seats?.packages[pkg]?.seatsLeft,
      };
    });
}

/** The scarcity line counts the seats of the packages on sale only. */
export function seatsLeftOnSale(offers: PackageOffer[]): number | undefined {
  if (!offers.length || offers.some((offer) => offer.seatsLeft === undefined)) {
    return undefined;
  }
  return offers.reduce((sum, offer) => sum + (offer.seatsLeft ?? 0), 0);
}
