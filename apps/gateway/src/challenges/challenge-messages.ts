import type { Language } from '@eventdesk/contracts';

/**
 * What a visitor (or an API client) reads when a hold needs a proof of work. The web form fetches and solves the
 * challenge by itself, so a visitor sees this only when that could not happen; it says what to do next.
 */
const challengeRequiredMessages: Record<Language, string> = {
  en:
    'Your device needs to complete a short automatic check before this booking. Please submit again; ' +
    'the page runs the check by itself (a few seconds). If this repeats, reload the page.',
  ta:
    'இந்த முன்பதிவுக்கு முன் உங்கள் சாதனம் ஒரு சிறிய தானியங்கி சரிபார்ப்பை முடிக்க வேண்டும். மீண்டும் சமர்ப்பிக்கவும்; ' +
    'பக்கமே சில விநாடிகளில் சரிபார்ப்பைச் செய்யும். இது மீண்டும் வந்தால், பக்கத்தை மீண்டும் ஏற்றவும்.',
};

export function challengeRequiredMessage(language: Language): string {
  return challengeRequiredMessages[language];
}
