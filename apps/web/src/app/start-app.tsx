import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadMatchedRoutes } from '@/app/load-matched-routes';
import { hasPrerenderedMarkup } from '@/lib/prerendered-markup';
import { AppProvider } from '@/app/provider';
import { AppRouter, routes } from '@/app/router';
import { TestPaymentsBanner } from '@/app/test-payments-banner';
import { currentLanguage, loadInitialLanguage } from '@/lib/i18n';

function app(initialRoutes?: typeof routes) {
  return (
    <StrictMode>
      <AppProvider>
        <TestPaymentsBanner />
        <AppRouter initialRoutes={initialRoutes} />
      </AppProvider>
    </StrictMode>
  );
}

/** Hydrates the build's HTML of this page, or renders the app into an empty (or other-language) #root. */
export async function startApp(rootElement: HTMLElement): Promise<void> {
  await loadInitialLanguage();
  if (hasPrerenderedMarkup(rootElement, currentLanguage())) {
    // Evaluating the page's modules is one task the browser cannot interrupt. The API client (zod and the
    // contracts' schemas, built as their modules run) goes first, then the browser gets a turn, then the screen:
    // two shorter tasks instead of one of 115 ms on a 4x slowed CPU (issue 18's profile of `/?lang=ta`).
    await import('@/lib/api-client');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The page's screen must be there for the first render, as in the HTML.
    const initialRoutes = await loadMatchedRoutes(routes, window.location.pathname);
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
    startTransition(() => {
      hydrateRoot(rootElement, app(initialRoutes));
    });
    return;
  }
  // Any other page, or a prerendered one in the other language: render from scratch (this replaces #root's HTML).
  createRoot(rootElement).render(app());
}
