// Relative import: the Vite config loads this file too (sitemap.xml), where the @/ alias does not exist.
import { paths } from './paths';

/** Language of a page URL: English at the plain path, Tamil with `?lang=ta` (the i18n init honours it). */
export const seoLanguages = ['en', 'ta'] as const;
export type SeoLanguage = (typeof seoLanguages)[number];
export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * Every page search engines may index, with the i18n key of its description (`seo.<key>.description`).
 * Left out on purpose: staff screens and the per-visitor pages (payment, results, tickets, attendance).
 */
export const indexablePages = [
  { path: paths.root.path, key: 'landing' },
  { path: paths.home.path, key: 'home' },
  { path: paths.weeklyEvents.path, key: 'weekly' },
  { path: paths.pitch.path, key: 'pitch' },
  { path: paths.programmes.miracle.path, key: 'miracle' },
  { path: paths.programmes.vairagiya.path, key: 'vairagiya' },
  { path: paths.programmes.missionMillionaire.path, key: 'missionMillionaire' },
  { path: paths.programmes.personalMentor.path, key: 'personalMentor' },
  { path: paths.programmes.dreamToDesire.path, key: 'dreamToDesire' },
  { path: paths.legal.terms.path, key: 'terms' },
  { path: paths.legal.privacy.path, key: 'privacy' },
  { path: paths.legal.refund.path, key: 'refund' },
  { path: paths.legal.disclaimer.path, key: 'disclaimer' },
] as const;

/** The spec serves the event page at `/` and `/events`; the copy points search engines at `/`. */
const canonicalAliases: Record<string, string> = {
  [paths.events.path]: paths.root.path,
};

export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return canonicalAliases[trimmed] ?? trimmed;
}

export function indexablePage(pathname: string) {
  const path = canonicalPath(pathname);
  return indexablePages.find((page) => page.path === path);
}

/** The absolute URL of `path` in `language`; `origin` without a trailing slash. */
export function pageUrl(origin: string, path: string, language: SeoLanguage): string {
  return language === 'en' ? `${origin}${path}` : `${origin}${path}?${LANGUAGE_QUERY_PARAM}=${language}`;
}
