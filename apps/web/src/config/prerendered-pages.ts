// Relative imports: the Vite config loads this file too (the prerender plugin), where the @/ alias does not exist.
import { paths } from './paths';
import { indexablePages } from './seo-routes';

/**
 * The pages the build renders to HTML in every language (`vite build`, tools/prerender-plugin.ts), so a visitor
 * and a search engine see the content before any script runs: every indexable page and /events, the landing page's
 * copy. Staff screens and per-visitor pages stay client-rendered.
 */
export const prerenderedPaths: readonly string[] = [
  ...indexablePages.map((page) => page.path),
  paths.events.path,
];
