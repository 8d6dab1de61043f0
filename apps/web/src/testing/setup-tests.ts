import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { DEFAULT_LANGUAGE, i18n } from '@/lib/i18n';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
