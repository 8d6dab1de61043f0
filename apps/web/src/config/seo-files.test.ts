import { describe, expect, it } from 'vitest';
import { normaliseOrigin, robotsTxt, sitemapXml } from '@/config/seo-files';
import { canonicalPath, indexablePage, pageUrl } from '@/config/seo-routes';

const publicRoutes = [
  '/',
  '/home',
  '/weekly-events',
  '/pitch-to-the-right-person',
  '/miracle',
  '/vairagiya',
  '/mission_millionaire',
  '/personalmentor',
  '/dreamtodesire',
  '/terms_and_condition',
  '/privacy_policy',
  '/refundpolicy',
  '/disclaimer',
];

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://events.example.in/');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists every public page in English and Tamil, on the given origin', () => {
    expect(locs).toEqual(
      publicRoutes.flatMap((route) => [
        `https://events.example.in${route}`,
        `https://events.example.in${route}?lang=ta`,
      ]),
    );
  });

  it('names the English, Tamil and default version of each entry', () => {
    const entry = xml
      .split('<url>')
      .find((part) => part.includes('<loc>https://events.example.in/miracle</loc>'));
    expect(entry).toContain('hreflang="en" href="https://events.example.in/miracle"');
    expect(entry).toContain('hreflang="ta" href="https://events.example.in/miracle?lang=ta"');
    expect(entry).toContain('hreflang="x-default" href="https://events.example.in/miracle"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('leaves out staff, per-visitor and duplicate pages', () => {
    for (const hidden of [
      '/admin',
      '/qr-scanner',
      '/payment',
      '/success',
      '/error',
      '/attendance',
      '/events',
    ]) {
      expect(locs.some((loc) => new URL(loc).pathname.startsWith(hidden))).toBe(false);
    }
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of staff screens and the API, and points at the sitemap', () => {
    const text = robotsTxt('http://localhost:3000');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /qr-scanner',
        'Disallow: /api',
        'Sitemap: http://localhost:3000/sitemap.xml',
      ]),
    );
  });
});

describe('SEO routes', () => {
  it('rejects an origin that is not http(s)', () => {
    expect(() => normaliseOrigin('ftp://example.com')).toThrow(/PUBLIC_BASE_URL/);
    expect(() => normaliseOrigin('not a url')).toThrow();
  });

  it('maps the landing copies and trailing slashes to one canonical path', () => {
    expect(canonicalPath('/home')).toBe('/home');
    expect(canonicalPath('/events')).toBe('/');
    expect(canonicalPath('/miracle/')).toBe('/miracle');
    expect(indexablePage('/events')?.key).toBe('landing');
    expect(indexablePage('/payment/abc')).toBeUndefined();
    expect(pageUrl('https://x.in', '/disclaimer', 'ta')).toBe('https://x.in/disclaimer?lang=ta');
  });
});
