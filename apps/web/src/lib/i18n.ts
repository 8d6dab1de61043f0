import { validationMessages, type Language } from '@eventdesk/contracts/common';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export function intlLocale(language: string | undefined): string {
  return intlLocales[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted, but the switch still applies to this visit.
  }
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Zod schemas in libs/contracts carry keys like 'validation.fullName.min' as messages; merging the shared
// catalog lets a form show them with t(). The flat dotted keys resolve because i18next falls back to a
// flat lookup when the nested path is missing.
void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { ...en, ...validationMessages.en } },
    ta: { translation: { ...ta, ...validationMessages.ta } },
  },
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: supportedLanguages,
  // Resources are bundled, so init is synchronous and the first render already has its text.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
