import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phonePage, screenshot, sidewaysScrolling, waitForApp } from '../support/browser';
import { startStack, type Stack } from '../support/stack';

const BANNER_EN = 'Test payments — no real money is charged';
const BANNER_TA = 'சோதனைக் கட்டணங்கள் — உண்மையான பணம் எதுவும் வசூலிக்கப்படாது';

/** A trial deployment: the payment sandbox with ALLOW_TEST_PAYMENTS=true. Every page says no money moves. */
describe('browser: a trial deployment says "test payments" on every page', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack('test-payments', { ALLOW_TEST_PAYMENTS: 'true' });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const banner = (page: Page) => page.getByRole('status').filter({ hasText: /Test payments|சோதனை/ });
  /** The page itself never scrolls sideways (the landing page's own swipeable strips are meant to). */
  const pageScrollsSideways = async (page: Page) =>
    (await sidewaysScrolling(page)).filter((box) => box.element.startsWith('html'));

  it('the API says so', async () => {
    const response = await fetch(`${stack.baseUrl}/api/payment-config`);
    expect(await response.json()).toEqual({ provider: 'sandbox', testPayments: true });
  });

  it.each([
    ['the landing page', '/', 'test-payments-landing-360'],
    ['the payment page of the sandbox', '/payment_test/NO-SUCH-REF', 'test-payments-payment-360'],
    ['the staff login', '/admin/login', 'test-payments-staff-login-360'],
    ['the 404 page', '/no-such-page', 'test-payments-404-360'],
  ])('on %s, at 360 px, without sideways scrolling', async (_name, path, shot) => {
    const page = await phonePage(browser);
    await page.goto(`${stack.baseUrl}${path}`);
    await waitForApp(page);
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toBe(BANNER_EN);
    await expect(pageScrollsSideways(page)).resolves.toEqual([]);
    await screenshot(page, shot, { fullPage: false });
  });

  it('in Tamil after the language switch, and at 1366 px', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.baseUrl}/`);
    await waitForApp(page);
    await page.getByTestId('language-switch').first().click();
    await page.locator('html[lang="ta"]').waitFor({ state: 'attached' });
    await banner(page).filter({ hasText: BANNER_TA }).waitFor();
    await screenshot(page, 'test-payments-landing-ta-360', { fullPage: false });

    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(pageScrollsSideways(page)).resolves.toEqual([]);
    await screenshot(page, 'test-payments-landing-ta-1366', { fullPage: false });
  });
});
