import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageMeta } from '@/components/seo/page-meta';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { i18n } from '@/lib/i18n';

function renderAt(path: string, props: Partial<Parameters<typeof PageMeta>[0]> = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <PageMeta title="Privacy policy" {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const head = (selector: string) => document.head.querySelector(selector);
const content = (selector: string) => head(selector)?.getAttribute('content');
const href = (selector: string) => head(selector)?.getAttribute('href');
const origin = window.location.origin;

describe('PageMeta', () => {
  it('puts title, description, Open Graph, canonical and hreflang links of an English page into <head>', () => {
    renderAt('/privacy_policy');
    expect(document.title).toBe(`Privacy policy | ${en.seo.site.name}`);
    expect(content('meta[name="description"]')).toBe(en.seo.privacy.description);
    expect(href('link[rel="canonical"]')).toBe(`${origin}/privacy_policy`);
    expect(href('link[hreflang="en"]')).toBe(`${origin}/privacy_policy`);
    expect(href('link[hreflang="ta"]')).toBe(`${origin}/privacy_policy?lang=ta`);
    expect(href('link[hreflang="x-default"]')).toBe(`${origin}/privacy_policy`);
    expect(content('meta[property="og:title"]')).toBe(document.title);
    expect(content('meta[property="og:description"]')).toBe(en.seo.privacy.description);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:url"]')).toBe(`${origin}/privacy_policy`);
    expect(content('meta[property="og:locale"]')).toBe('en_IN');
    expect(content('meta[property="og:locale:alternate"]')).toBe('ta_IN');
    expect(head('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('follows the language: Tamil text, the ?lang=ta canonical and the ta_IN locale', async () => {
    renderAt('/privacy_policy');
    await i18n.changeLanguage('ta');
    await waitFor(() => expect(document.title).toBe(`Privacy policy | ${ta.seo.site.name}`));
    expect(content('meta[name="description"]')).toBe(ta.seo.privacy.description);
    expect(href('link[rel="canonical"]')).toBe(`${origin}/privacy_policy?lang=ta`);
    expect(content('meta[property="og:url"]')).toBe(`${origin}/privacy_policy?lang=ta`);
    expect(content('meta[property="og:locale"]')).toBe('ta_IN');
    expect(content('meta[property="og:locale:alternate"]')).toBe('en_IN');
  });

  it('points the copy of the event page at /', () => {
    renderAt('/events', { title: en.seo.site.name });
    expect(document.title).toBe(en.seo.site.name);
    expect(href('link[rel="canonical"]')).toBe(`${origin}/`);
    expect(content('meta[name="description"]')).toBe(en.seo.landing.description);
  });

  it('keeps pages outside the SEO table out of search results, without canonical or alternates', () => {
    renderAt('/payment/abc');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('link[rel="alternate"]')).toBeNull();
    expect(content('meta[name="description"]')).toBe(en.seo.site.description);
  });

  it('honours an explicit noindex and description', () => {
    renderAt('/weekly-events', { noindex: true, description: 'Custom text' });
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(content('meta[name="description"]')).toBe('Custom text');
  });

  it('removes its tags when the page goes away', () => {
    const view = renderAt('/privacy_policy');
    view.unmount();
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('meta[name="description"]')).toBeNull();
  });
});
