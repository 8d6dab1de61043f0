import type { Language } from '@eventdesk/contracts/common';
import { isValidElement, StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { pageUrl } from '@/config/seo-routes';
import { i18n } from '@/lib/i18n';
import { setPrerenderOrigin } from '@/lib/page-origin';

type Area = Record<string, ComponentType>;

/** The lazy areas a prerendered page can come from, by source module: the build preloads that area's chunk. */
const areas: Record<string, () => Promise<Area>> = {
  'src/app/routes/public-area.tsx': () => import('@/app/routes/public-area').then((m) => m.publicArea),
  'src/app/routes/programme-area.tsx': () =>
    import('@/app/routes/programme-area').then((m) => m.programmeArea),
  'src/app/routes/roadshow-area.tsx': () => import('@/app/routes/roadshow-area').then((m) => m.roadshowArea),
};

async function areaModuleOf(screen: unknown): Promise<string | undefined> {
  for (const [module, load] of Object.entries(areas)) {
    if (Object.values(await load()).some((component) => component === screen)) {
      return module;
    }
  }
  return undefined;
}

export type RenderedPage = {
  /** The markup of #root; React puts the page's <title>, <meta> and <link> elements first. */
  html: string;
  /** The source module of the area the page's screen lives in (relative to apps/web). */
  areaModule: string;
};

/**
 * The HTML of a public page in one language, as the client renders it before any data arrives (every query still
 * pending), so the browser can hydrate it. Runs in Node at build time, from the SSR build of this file.
 */
export async function renderPage(path: string, language: Language, origin: string): Promise<RenderedPage> {
  setPrerenderOrigin(origin);
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(pageUrl(origin, path, language)));
  if (context instanceof Response) {
    throw new Error(`prerender ${path}: the router answered with a redirect or response (${context.status})`);
  }
  // The router turns a lazy route's `Component` into an `element` of it.
  const leaf = context.matches.at(-1)?.route;
  const screen = leaf?.Component ?? (isValidElement(leaf?.element) ? leaf.element.type : undefined);
  const areaModule = await areaModuleOf(screen);
  if (!areaModule) {
    throw new Error(`prerender ${path}: its screen is in none of the prerenderable areas`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, areaModule };
}
