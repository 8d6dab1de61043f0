import type { Language } from '@eventdesk/contracts/common';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { pageUrl } from '@/config/seo-routes';
import { i18n, loadLanguage } from '@/lib/i18n';
import { setPrerenderOrigin } from '@/lib/page-origin';

/**
 * The HTML of a public page in one language, as the client renders it before any data arrives (every query still
 * pending), so the browser can hydrate it. Runs in Node at build time, from the SSR build of this file.
 */
export async function renderPage(path: string, language: Language, origin: string): Promise<string> {
  setPrerenderOrigin(origin);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(pageUrl(origin, path, language)));
  if (context instanceof Response) {
    throw new Error(`prerender ${path}: the router answered with a redirect or response (${context.status})`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // React puts the page's <title>, <meta> and <link> elements first (tools/prerendered-html.ts moves them).
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return html;
}
