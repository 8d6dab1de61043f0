import type { Language } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';

/** The visitor reads this on the form, so it comes in the language they registered in. */
const soldOutMessages: Record<Language, string> = {
  en: 'Sold out: no seats are left in this package.',
  ta: 'விற்றுத் தீர்ந்தது: இந்தத் தொகுப்பில் இருக்கைகள் எதுவும் இல்லை.',
};

export function soldOutError(language: Language): DomainError {
  return new DomainError('SOLD_OUT', soldOutMessages[language]);
}
