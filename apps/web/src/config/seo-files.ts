// Relative imports: the Vite config loads this file to write robots.txt and sitemap.xml at build time.
import { paths } from './paths';
import { indexablePages, pageUrl, seoLanguages } from './seo-routes';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `origin` as given in PUBLIC_BASE_URL, checked and without a trailing slash. */
export function normaliseOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_BASE_URL must be an http(s) URL, got ${origin}`);
  }
  return url.origin;
}

/** Each indexable page once per language, each entry naming every language version and x-default (English). */
export function sitemapXml(origin: string): string {
  const base = normaliseOrigin(origin);
  const entries = indexablePages.flatMap((page) =>
    seoLanguages.map((language) => {
      const alternates = [
        ...seoLanguages.map((alternate) => ({
          hreflang: alternate,
          href: pageUrl(base, page.path, alternate),
        })),
        { hreflang: 'x-default', href: pageUrl(base, page.path, 'en') },
      ]
        .map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(pageUrl(base, page.path, language))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  const base = normaliseOrigin(origin);
  return [
    'User-agent: *',
    'Disallow: /admin',
    `Disallow: ${paths.qrScanner.path}`,
    'Disallow: /api',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
