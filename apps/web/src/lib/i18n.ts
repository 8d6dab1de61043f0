import { LANGUAGE_COOKIE, validationMessages, type Language } from '@eventdesk/contracts/common';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_QUERY_PARAM } from '@/config/seo-routes';

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
  const stored = readStoredLanguage();
  // A choice stored before the cookie existed gets it now, so the next page comes prerendered in that language.
  if (typeof document !== 'undefined') {
    writeLanguageCookie(stored);
  }
  return stored;
}

/**
 * The choice also goes to the server: the gateway sends a page addressed without `?lang=` prerendered in this
 * language, so a returning Tamil reader sees Tamil from the first paint instead of English replaced after the
 * scripts ran.
 */
function writeLanguageCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function persistLanguage(language: Language): void {
  writeLanguageCookie(language);
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

// One chunk per language: a visitor downloads only the catalog of the language they read.
const catalogs: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('@/i18n/en.json'),
  ta: () => import('@/i18n/ta.json'),
};
const loadedLanguages = new Map<Language, Promise<void>>();

/** Adds a language's catalog (once); the first render and every switch wait for it. */
export function loadLanguage(language: Language): Promise<void> {
  let loading = loadedLanguages.get(language);
  if (!loading) {
    loading = catalogs[language]().then(({ default: catalog }) => {
      // Zod schemas in libs/contracts carry keys like 'validation.fullName.min' as messages; merging the shared
      // catalog lets a form show them with t(). The flat dotted keys resolve because i18next falls back to a
      // flat lookup when the nested path is missing.
      i18n.addResourceBundle(
        language,
        'translation',
        { ...catalog, ...validationMessages[language] },
        true,
        true,
      );
    });
    // A failed download (network) may be tried again by the next switch.
    loading.catch(() => loadedLanguages.delete(language));
    loadedLanguages.set(language, loading);
  }
  return loading;
}

/** Before the first render: the catalog of the language chosen at init (address, storage or default). */
export async function loadInitialLanguage(): Promise<void> {
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  await loadLanguage(language);
  // Resolves the language again now that its catalog is there (currentLanguage reads the resolved one).
  await i18n.changeLanguage(language);
}

export async function setLanguage(language: Language): Promise<void> {
  persistLanguage(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') {
    return;
  }
  document.documentElement.lang = language;
  syncUrlLanguage(language);
});

// Catalogs arrive through loadLanguage (start-app awaits the current one before the first render).
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: supportedLanguages,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
