import { validationMessages, type Language } from '@eventdesk/contracts/common';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_QUERY_PARAM } from '@/config/seo-routes';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';

export const LANGUAGE_STORAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE: Language = 'en';

const intlLocales: Record<Language, string> = { en: 'en-IN', ta: 'ta-IN' };
// Taken from the exhaustive record above, not the contracts' zod enum, which would put zod in the entry chunk.
const supportedLanguages = Object.keys(intlLocales) as Language[];

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be disabled (privacy settings); the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

/** `?lang=ta` addresses the Tamil version of a page (hreflang links and the sitemap point there). */
function readUrlLanguage(): Language | undefined {
  // Prerendering at build time has no address: it picks each language itself.
  if (typeof window === 'undefined') {
    return undefined;
  }
  const requested = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
  return isLanguage(requested) ? requested : undefined;
}

function initialLanguage(): Language {
  const fromUrl = readUrlLanguage();
  if (fromUrl) {
    persistLanguage(fromUrl);
    return fromUrl;
  }
  return readStoredLanguage();
}

function persistLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted, but the choice still applies to this visit.
  }
}

/** A page opened as `?lang=ta` keeps its address in step with the switch, so reloading or sharing it keeps the choice. */
function syncUrlLanguage(language: string): void {
  const url = new URL(window.location.href);
  const current = url.searchParams.get(LANGUAGE_QUERY_PARAM);
  if (current === null || current === language) {
    return;
  }
  url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  // Keep the router's history state: only the query string changes.
  window.history.replaceState(window.history.state, '', url);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export function intlLocale(language: string | undefined): string {
  return intlLocales[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

export async function setLanguage(language: Language): Promise<void> {
  persistLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') {
    return;
  }
  document.documentElement.lang = language;
  syncUrlLanguage(language);
});

// Zod schemas in libs/contracts carry keys like 'validation.fullName.min' as messages; merging the shared
// catalog lets a form show them with t(). The flat dotted keys resolve because i18next falls back to a
// flat lookup when the nested path is missing.
void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { ...en, ...validationMessages.en } },
    ta: { translation: { ...ta, ...validationMessages.ta } },
  },
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: supportedLanguages,
  // Resources are bundled, so init is synchronous and the first render already has its text.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
