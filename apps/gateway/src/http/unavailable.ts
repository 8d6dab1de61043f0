import type { Language } from '@eventdesk/contracts';

/** Seconds a client waits before retrying while PostgreSQL, Redis or NATS comes back (restarts take ~1-3 s). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const unavailableMessages: Record<Language, string> = {
  en: 'We are busy for a moment. Nothing was lost: please try again in a few seconds.',
  ta: 'சில நொடிகள் காத்திருக்கவும். எதுவும் இழக்கப்படவில்லை: சில நொடிகளில் மீண்டும் முயற்சிக்கவும்.',
};

export function unavailableMessage(language: Language): string {
  return unavailableMessages[language];
}
