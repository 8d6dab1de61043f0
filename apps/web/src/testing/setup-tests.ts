import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { DEFAULT_LANGUAGE, i18n, loadLanguage } from '@/lib/i18n';
import '@/lib/staff-catalogs';

// Lazy route chunks load slowly on a busy 2-core CI machine; the 1 s default made tests flaky.
configure({ asyncUtilTimeout: 5000 });

// The app loads one catalog per language on demand; tests switch freely, so both are there from the start.
beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('ta')]);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
