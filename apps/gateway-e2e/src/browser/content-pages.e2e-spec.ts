import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phonePage, screenshot, waitForApp } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { staffToken } from '../support/staff';

type Language = 'en' | 'ta';

// Expected headings, written out here: the test must fail if a page shows the wrong text or no translation.
const pages: Array<{ path: string; name: string; title: Record<Language, string> }> = [
  {
    path: '/miracle',
    name: 'miracle',
    title: { en: 'Miracle — 21-day programme', ta: 'மிராக்கிள் — 21 நாள் பயிற்சித் திட்டம்' },
  },
  {
    path: '/vairagiya',
    name: 'vairagiya',
    title: { en: 'Vairagiya — 9-month programme', ta: 'வைராக்கியா — 9 மாதப் பயிற்சித் திட்டம்' },
  },
  {
    path: '/mission_millionaire',
    name: 'mission-millionaire',
    title: { en: 'Mission Millionaire — 3-year programme', ta: 'மிஷன் மில்லியனர் — 3 ஆண்டுப் பயிற்சித் திட்டம்' },
  },
  {
    path: '/personalmentor',
    name: 'personal-mentor',
    title: { en: 'Personal mentorship — 1 year', ta: 'தனிப்பட்ட வழிகாட்டுதல் — 1 ஆண்டு' },
  },
  {
    path: '/dreamtodesire',
    name: 'dream-to-desire',
    title: { en: 'Dream to Desire — 6-day programme', ta: 'ட்ரீம் டு டிசையர் — 6 நாள் பயிற்சித் திட்டம்' },
  },
  {
    path: '/terms_and_condition',
    name: 'terms',
    title: { en: 'Terms and conditions', ta: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' },
  },
  { path: '/privacy_policy', name: 'privacy', title: { en: 'Privacy policy', ta: 'தனியுரிமைக் கொள்கை' } },
  { path: '/refundpolicy', name: 'refund', title: { en: 'Refund policy', ta: 'பணத்திருப்பக் கொள்கை' } },
  { path: '/disclaimer', name: 'disclaimer', title: { en: 'Disclaimer', ta: 'பொறுப்புத் துறப்பு' } },
];

/** Thursday 14 August 2025 in Coimbatore: the spec's picture, weeks 1-5 completed and week 6 next. */
const TODAY = '2025-08-14T10:00:00+05:30';

describe('content pages: roadshow, programmes, legal, 404, SEO files (browser)', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack('content');
    browser = await launchBrowser();
    // Staff set a speaker and a recording for week 2 (admin Settings); the page must show them.
    const token = await staffToken(stack, 'content-admin', 'admin');
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const settings = (await (
      await fetch(`${stack.baseUrl}/api/admin/settings`, { headers: auth })
    ).json()) as {
      roadshow: { sessions: unknown[] };
    };
    settings.roadshow.sessions = [
      { week: 2, speaker: 'Anitha Raman', recordingUrl: 'https://video.example/week-2' },
    ];
    const saved = await fetch(`${stack.baseUrl}/api/admin/settings`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify(settings),
    });
    expect(saved.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function open(path: string, language: Language, now?: string): Promise<Page> {
    const page = await phonePage(browser);
    if (now) {
      await page.addInitScript((pinned) => {
        (globalThis as unknown as { __EVENTDESK_NOW__: string }).__EVENTDESK_NOW__ = pinned;
      }, now);
    }
    await page.goto(`${stack.baseUrl}${path}${language === 'ta' ? '?lang=ta' : ''}`);
    await waitForApp(page);
    await page.locator('h1').first().waitFor();
    return page;
  }

  async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
    expect(serious).toEqual([]);
  }

  it.each<[Language, { upcoming: string; yetToSchedule: string; saturday: string }]>([
    ['en', { upcoming: 'Upcoming', yetToSchedule: 'Yet to Schedule', saturday: 'Saturday' }],
    ['ta', { upcoming: 'அடுத்த அமர்வு', yetToSchedule: 'இன்னும் திட்டமிடப்படவில்லை', saturday: 'சனி' }],
  ])(
    '/weekly-events (%s) shows each session status for a fixed today, speakers and the details',
    async (language, text) => {
      const page = await open('/weekly-events', language, TODAY);
      await page.getByTestId('roadshow-sessions').waitFor();
      const statuses = await page
        .locator('[data-testid^="roadshow-session-"]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')));
      expect(statuses).toEqual([
        ...Array<string>(5).fill('completed'),
        'upcoming',
        ...Array<string>(9).fill('scheduled'),
      ]);
      const week6 = page.getByTestId('roadshow-session-6');
      expect(await week6.getByTestId('session-status').textContent()).toBe(text.upcoming);
      expect(await page.getByTestId('roadshow-session-7').getByTestId('session-speaker').textContent()).toBe(
        text.yetToSchedule,
      );
      const week2 = page.getByTestId('roadshow-session-2');
      expect(await week2.getByTestId('session-speaker').textContent()).toBe('Anitha Raman');
      expect(await week2.getByTestId('session-recording').getAttribute('href')).toBe(
        'https://video.example/week-2',
      );
      expect(await page.getByTestId('session-details').textContent()).toContain(text.saturday);
      expect(await page.getByTestId('weekly-register-link').getAttribute('href')).toBe('/#register');
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      // Nothing wider than the phone: no sideways scrolling at 360 px.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
      await screenshot(page, `content-weekly-${language}`);
      await expectNoSeriousAxeViolations(page, `/weekly-events ${language}`);
      await page.context().close();
    },
  );

  it('the register link of /weekly-events leads to the registration form of the landing page', async () => {
    const page = await open('/weekly-events', 'en', TODAY);
    await page.getByTestId('weekly-register-link').click();
    await page.waitForURL(`${stack.baseUrl}/#register`);
    await page.locator('#register').waitFor();
    await page.context().close();
  });

  it.each(
    pages.flatMap((entry) =>
      (['en', 'ta'] as const).map((language) => [entry.path, language, entry] as const),
    ),
  )('%s (%s) shows its heading, has no serious axe violation', async (path, language, entry) => {
    const page = await open(path, language);
    expect((await page.locator('h1').textContent())?.trim()).toBe(entry.title[language]);
    expect(await page.title()).toContain(entry.title[language]);
    // Nothing wider than the phone: no sideways scrolling at 360 px.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(page, `content-${entry.name}-${language}`);
    await expectNoSeriousAxeViolations(page, `${path} ${language}`);
    await page.context().close();
  });

  it('the refund page shows the refund policy, not the privacy text', async () => {
    const page = await open('/refundpolicy', 'en');
    const text = await page.getByTestId('legal-refund').textContent();
    expect(text).toContain(
      'Full refund: if you ask within 7 days of enrolling and before 25% of the course is completed.',
    );
    expect(text).toContain(
      '50% refund: if you ask within 14 days of enrolling and before 50% of the course is completed.',
    );
    expect(text).toContain('7-10 business days');
    expect(text).toContain('Conference tickets are non-refundable');
    expect(text).not.toContain('Information we collect');
    await page.context().close();
  });

  it('the privacy policy has its thirteen sections and the January 2025 date', async () => {
    const page = await open('/privacy_policy', 'en');
    expect(await page.locator('[data-testid="legal-privacy"] section h2').count()).toBe(13);
    expect(await page.getByTestId('legal-updated').textContent()).toBe('Last updated January 2025');
    await page.context().close();
  });

  it('sends a returning Tamil reader the Tamil page on an address without ?lang=, and hydrates it', async () => {
    const page = await open('/privacy_policy', 'ta');
    const problems: string[] = [];
    page.on(
      'console',
      (message) => /hydrat|#418|#423|#425/i.test(message.text()) && problems.push(message.text()),
    );
    // The HTML as the server sends it, before any script: the stored choice (the lang cookie) picked it.
    const html = await (await page.request.get(`${stack.baseUrl}/privacy_policy`)).text();
    expect(html).toContain('data-prerendered="ta"');
    expect(html).toContain(pages.find((entry) => entry.path === '/privacy_policy')?.title.ta);
    await page.goto(`${stack.baseUrl}/privacy_policy`);
    await waitForApp(page);
    expect(await page.locator('h1').first().textContent()).toBe('தனியுரிமைக் கொள்கை');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the mobile menu opens, closes on Escape, and navigates', async () => {
    const page = await open('/privacy_policy', 'en');
    const button = page.getByTestId('mobile-menu-button');
    const menu = page.getByTestId('mobile-menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await menu.waitFor({ state: 'visible' });
    await screenshot(page, 'content-mobile-menu-open');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await button.click();
    await menu.getByRole('link', { name: 'Vairagiya — 9-month programme' }).click();
    await page.waitForURL(`${stack.baseUrl}/vairagiya`);
    // The address changes before the new page has rendered: wait for its heading.
    await page.getByRole('heading', { level: 1, name: 'Vairagiya — 9-month programme' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('an unknown path shows 404 Page Not Found with a way home, kept out of search results', async () => {
    const page = await open('/no-such-page', 'en');
    expect(await page.locator('h1').textContent()).toBe('404 Page Not Found');
    expect(await page.title()).toContain('404 Page Not Found');
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
    await expectNoSeriousAxeViolations(page, '404');
    await screenshot(page, 'content-404');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.context().close();
  });

  it('serves robots.txt and sitemap.xml with their content types', async () => {
    const robots = await fetch(`${stack.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    for (const line of ['Disallow: /admin', 'Disallow: /qr-scanner', 'Disallow: /api']) {
      expect(robotsText).toContain(line);
    }
    expect(robotsText).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

    const sitemap = await fetch(`${stack.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^(application|text)\/xml/);
    const xml = await sitemap.text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(match[1]);
      return url.pathname + url.search;
    });
    for (const path of [
      '/',
      '/weekly-events',
      '/pitch-to-the-right-person',
      ...pages.map((entry) => entry.path),
    ]) {
      expect(paths).toContain(path);
      expect(paths).toContain(`${path}?lang=ta`);
    }
    expect(paths.some((path) => /^\/(admin|qr-scanner|payment|success|error|attendance)/.test(path))).toBe(
      false,
    );
    expect(xml).toContain('hreflang="ta"');
  });

  it('gives each public page its own title, description, canonical and hreflang links in its language', async () => {
    const seen = new Map<string, string>();
    for (const path of [
      '/',
      '/weekly-events',
      '/pitch-to-the-right-person',
      ...pages.map((entry) => entry.path),
    ]) {
      for (const language of ['en', 'ta'] as const) {
        const page = await open(path, language);
        const head = page.locator('head');
        const title = await page.title();
        const description = await head.locator('meta[name="description"]').getAttribute('content');
        expect(await head.locator('meta[name="description"]').count()).toBe(1);
        expect(description?.length ?? 0).toBeGreaterThan(40);
        if (language === 'ta') {
          expect(description).toMatch(/[\u0B80-\u0BFF]/);
        }
        const canonical = `${stack.baseUrl}${path}${language === 'ta' ? '?lang=ta' : ''}`;
        expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
        expect(await head.locator('link[hreflang="en"]').getAttribute('href')).toBe(
          `${stack.baseUrl}${path}`,
        );
        expect(await head.locator('link[hreflang="ta"]').getAttribute('href')).toBe(
          `${stack.baseUrl}${path}?lang=ta`,
        );
        expect(await head.locator('meta[property="og:locale"]').getAttribute('content')).toBe(
          language === 'ta' ? 'ta_IN' : 'en_IN',
        );
        expect(await head.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical);
        for (const property of ['og:title', 'og:description', 'og:type']) {
          expect(await head.locator(`meta[property="${property}"]`).getAttribute('content')).toBeTruthy();
        }
        for (const [key, value] of [
          [`title ${title}`, `${path} ${language}`],
          [`description ${description}`, `${path} ${language}`],
        ]) {
          expect(seen.get(key)).toBeUndefined();
          seen.set(key, value);
        }
        await page.context().close();
      }
    }
  }, 180_000);
});
