import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser, phonePage, screenshot, waitForApp } from '../support/browser';
import { staffToken } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

/** Black box: the wire's names, as a browser sends them (the contract is CHALLENGE_HEADER in libs/contracts). */
const CHALLENGE_HEADER = 'x-altcha';
type Language = 'en' | 'ta';
type Settings = { packages: Record<string, { capacity: number; onSale: boolean }> };

const words = {
  en: { submit: 'Register Now', checking: 'Checking your device, a few seconds…' },
  ta: { submit: 'இப்போதே பதிவு செய்', checking: 'உங்கள் சாதனத்தைச் சரிபார்க்கிறோம், சில விநாடிகள்…' },
} as const;

/**
 * A visitor on a package that runs low: the API asks for a proof of work, and the page (real chromium, real Web
 * Workers, the built app) fetches a challenge, solves it, and registers — the visitor only pressed the button.
 */
describe('browser: a seat hold that needs a proof of work', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    // The seat-hold challenge as in production (the other whole-system runs turn it off).
    stack = await startStack('seat-hold-challenge', {
      CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR: '30',
      CHALLENGE_SEATS_LEFT_MIN: '20',
      CHALLENGE_SEATS_LEFT_PERCENT: '10',
    });
    browser = await launchBrowser();
    const admin = await staffToken(stack, 'challenge-admin', 'admin');
    const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
    const settings = (await (
      await fetch(`${stack.baseUrl}/api/admin/settings`, { headers })
    ).json()) as Settings;
    // VIP: 10 seats, below max(20, 10 %): low from the first hold.
    settings.packages.vip.capacity = 10;
    const saved = await fetch(`${stack.baseUrl}/api/admin/settings`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(settings),
    });
    expect(saved.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function openLanding(lang: Language): Promise<Page> {
    const page = await phonePage(browser);
    await page.addInitScript(`localStorage.setItem('lang', ${JSON.stringify(lang)})`);
    // The status may show for less than a second on this machine: remember what it said, whenever it said it.
    await page.addInitScript(`
      window.__deviceCheck = '';
      new MutationObserver(() => {
        const status = document.querySelector('[data-testid="device-check-status"]');
        if (status && status.textContent) window.__deviceCheck = status.textContent;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    `);
    await page.goto(`${stack.baseUrl}/`);
    await waitForApp(page);
    await page.getByTestId('package-card-vip').waitFor();
    return page;
  }

  it.each(['en', 'ta'] as const)('in %s: the page solves the challenge and registers', async (lang) => {
    const page = await openLanding(lang);
    const holds: Array<{ status: number; answered: boolean }> = [];
    let challenges = 0;
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/challenge') {
        challenges += 1;
      }
      if (url.pathname === '/api/registrations' && response.request().method() === 'POST') {
        holds.push({ status: response.status(), answered: CHALLENGE_HEADER in response.request().headers() });
      }
    });

    await page.getByTestId('package-card-vip').getByRole('button').click();
    const field = (name: string) => page.locator(`#registration-${name}`);
    await field('fullName').fill('Meena Sundaram');
    await field('email').fill(`pow-${lang}@example.com`);
    await field('phone').fill(lang === 'ta' ? '+91 98765 40002' : '+91 98765 40001');
    await field('acceptTerms').check();
    await page.getByRole('button', { name: words[lang].submit }).click();
    await page.waitForURL(/\/payment\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
    // The status showed while the workers solved (a few seconds on a phone, less here).
    expect(await page.evaluate('window.__deviceCheck')).toBe(words[lang].checking);
    await screenshot(page, `seat-hold-challenge-registered-${lang}`);

    expect(holds).toEqual([
      { status: 429, answered: false },
      { status: 201, answered: true },
    ]);
    expect(challenges).toBe(1);
    const ref = new URL(page.url()).pathname.split('/').pop() ?? '';
    const stored = await stack.db.query<{ package: string }>(
      'select package from registration.registration where ref = $1',
      [ref],
    );
    expect(stored.rows).toEqual([{ package: 'vip' }]);
    await page.close();
  });
});
