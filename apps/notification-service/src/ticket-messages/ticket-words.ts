import type { Language, TicketPackage } from '@eventdesk/contracts';
import type { EventFacts } from '../event-facts/event-facts';

export const packageNames: Record<Language, Record<TicketPackage, string>> = {
  en: { silver: 'Silver', gold: 'Gold', diamond: 'Diamond', vip: 'VIP Pass - The Red Carpet Access' },
  ta: { silver: 'சில்வர்', gold: 'கோல்டு', diamond: 'டைமண்ட்', vip: 'விஐபி பாஸ் - ரெட் கார்பெட் அனுமதி' },
};

const locales: Record<Language, string> = { en: 'en-IN', ta: 'ta-IN' };

/** Built once per language: building an Intl formatter per message showed in the fan-out's profile. */
const amountFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(locales.en, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
  ta: new Intl.NumberFormat(locales.ta, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
};
const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(locales.en, { dateStyle: 'full', timeZone: 'UTC' }),
  ta: new Intl.DateTimeFormat(locales.ta, { dateStyle: 'full', timeZone: 'UTC' }),
};
const timeFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(locales.en, { timeStyle: 'short', timeZone: 'UTC' }),
  ta: new Intl.DateTimeFormat(locales.ta, { timeStyle: 'short', timeZone: 'UTC' }),
};

export function formatAmount(amount: number, lang: Language): string {
  return amountFormats[lang].format(amount);
}

/** "Saturday, 25 October 2025, 9:00 am – 6:00 pm": the settings' local date and times, never shifted by a zone. */
export function formatEventWhen(facts: EventFacts, lang: Language): string {
  const [year, month, day] = facts.date.split('-').map(Number) as [number, number, number];
  const at = (time: string) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    return new Date(Date.UTC(year, month - 1, day, hour, minute));
  };
  const date = dayFormats[lang].format(at('12:00'));
  const time = timeFormats[lang];
  return `${date}, ${time.format(at(facts.startTime))} – ${time.format(at(facts.endTime))}`;
}

/** Every link in a Tamil registrant's message opens in Tamil: the web honours `?lang=ta` on first load. */
export function inLanguage(url: string, lang: Language): string {
  return lang === 'ta' ? `${url}?lang=ta` : url;
}

/** Where a registration that is not paid yet pays (also where a rejected receipt is replaced). */
export function paymentPageLink(publicBaseUrl: string, ref: string, lang: Language): string {
  return inLanguage(`${publicBaseUrl.replace(/\/$/, '')}/payment/${encodeURIComponent(ref)}`, lang);
}

export function ticketLinks(
  publicBaseUrl: string,
  ref: string,
  lang: Language,
): { attendance: string; qrImage: string } {
  const base = publicBaseUrl.replace(/\/$/, '');
  const encoded = encodeURIComponent(ref);
  return {
    attendance: inLanguage(`${base}/attendance/${encoded}`, lang),
    qrImage: inLanguage(`${base}/api/registrations/${encoded}/qrcode.png`, lang),
  };
}
