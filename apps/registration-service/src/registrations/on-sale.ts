import type { EventSettings, Language, TicketPackage } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';

/** The visitor reads this on the form, so it comes in their language, like the sold-out message. */
const notOnSaleMessages: Record<Language, string> = {
  en: 'Not on sale: this package cannot be bought now. Please choose another package.',
  ta: 'விற்பனையில் இல்லை: இந்தத் தொகுப்பை இப்போது வாங்க முடியாது. வேறு தொகுப்பைத் தேர்ந்தெடுக்கவும்.',
};

/**
 * The public routes sell only what the page offers: a package taken off sale is refused (409) even when the
 * API is called directly. Staff (Add Registration) do not come through here and can add any package.
 */
export function assertOnSale(settings: EventSettings, pkg: TicketPackage, language: Language): void {
  if (!settings.packages[pkg].onSale) {
    throw new DomainError('PACKAGE_NOT_ON_SALE', notOnSaleMessages[language]);
  }
}
