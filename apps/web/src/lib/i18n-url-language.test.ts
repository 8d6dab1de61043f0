import { afterEach, describe, expect, it, vi } from 'vitest';

// lib/i18n reads the address once, when it is first imported: each test imports a fresh copy and, as start-app
// does before the first render, loads the chosen language's catalog.
async function loadI18nAt(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  const i18nModule = await import('@/lib/i18n');
  await i18nModule.loadInitialLanguage();
  return i18nModule;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('?lang= in the address', () => {
  it('opens the page in Tamil and remembers the choice', async () => {
    const { i18n, LANGUAGE_STORAGE_KEY } = await loadI18nAt('/privacy_policy?lang=ta');
    expect(i18n.resolvedLanguage).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ta');
  });

  it('wins over the stored choice', async () => {
    localStorage.setItem('lang', 'ta');
    const { i18n } = await loadI18nAt('/miracle?lang=en');
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('is ignored when it names no supported language', async () => {
    const { i18n } = await loadI18nAt('/miracle?lang=fr');
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('follows the language switch, keeping the rest of the address', async () => {
    const { setLanguage } = await loadI18nAt('/privacy_policy?lang=ta&x=1#rights');
    await setLanguage('en');
    expect(window.location.pathname).toBe('/privacy_policy');
    expect(window.location.search).toBe('?lang=en&x=1');
    expect(window.location.hash).toBe('#rights');
  });

  it('is not added to an address that had none', async () => {
    const { setLanguage } = await loadI18nAt('/miracle');
    await setLanguage('ta');
    expect(window.location.search).toBe('');
  });
});

describe('the language cookie (the gateway prerenders the stored choice)', () => {
  const cookieLanguage = () => /(?:^|; )lang=([^;]*)/.exec(document.cookie)?.[1];

  it('follows the choice from the address and from the switch', async () => {
    const { setLanguage } = await loadI18nAt('/miracle?lang=ta');
    expect(cookieLanguage()).toBe('ta');
    await setLanguage('en');
    expect(cookieLanguage()).toBe('en');
  });

  it('is written for a choice stored before it existed', async () => {
    localStorage.setItem('lang', 'ta');
    document.cookie = 'lang=; Path=/; Max-Age=0';
    await loadI18nAt('/miracle');
    expect(cookieLanguage()).toBe('ta');
  });
});
