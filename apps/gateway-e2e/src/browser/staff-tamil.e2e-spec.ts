import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, sidewaysScrolling } from '../support/browser';
import { registerVisitor } from '../support/fulfilment';
import { createStaff, loginInBrowser, type StaffLogin } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

/** Headings of the screens in Tamil (apps/web/src/i18n/staff-ta.json). */
const TAMIL = {
  dashboard: 'டாஷ்போர்டு',
  settings: 'அமைப்புகள்',
  analytics: 'பகுப்பாய்வு',
  totalRevenue: 'மொத்த வருவாய்',
  saveSettings: 'அமைப்புகளைச் சேமி',
  perDayChart: 'நாள்தோறும் பதிவுகள் (கடந்த 30 நாட்கள்)',
};

/**
 * Staff screens in Tamil in Debian chromium against the real system: an admin signs in, switches the staff shell to
 * Tamil on the dashboard, and the choice holds on Settings and Analytics (opened by address, as after a reload).
 * Tamil words are longer than English ones: nothing may scroll sideways at 360 or 1366 px.
 * Screenshots in artifacts/screenshots/staff-ta-*.
 */
describe('staff screens in Tamil in the browser (real processes)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: StaffLogin;

  beforeAll(async () => {
    stack = await startStack('staff-tamil-browser');
    browser = await launchBrowser();
    admin = await createStaff(stack, 'tamil.admin', 'admin');
    for (const visitor of [
      { fullName: 'மீனா சுந்தரம்', package: 'vip' as const, language: 'ta' as const },
      { fullName: 'Arun Kumar', package: 'gold' as const },
      { fullName: 'Senthil Nathan', package: 'diamond' as const },
    ]) {
      await registerVisitor(stack, visitor);
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  async function expectFits(page: Page, name: string): Promise<void> {
    expect(await sidewaysScrolling(page)).toEqual([]);
    await screenshot(page, name);
  }

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`switches to Tamil on the dashboard and keeps it on settings and analytics at ${viewport.width} px`, async () => {
      const page = await (await browser.newContext({ viewport })).newPage();
      await loginInBrowser(page, stack, admin);
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      // The switch the shell shows at this width: in the top bar on a phone, in the side bar on a desktop.
      await page.locator('[data-testid="language-switch"]:visible').click();
      await page.getByRole('heading', { level: 1, name: TAMIL.dashboard }).waitFor();
      await page.getByRole('heading', { name: TAMIL.totalRevenue }).waitFor();
      // The login's toast (said in English, before the switch) would cover the top bar in the screenshot.
      const toastClose = page.locator('li[data-state="open"] button');
      if ((await toastClose.count()) > 0) {
        await toastClose.first().click();
        await page.locator('li[data-state="open"]').waitFor({ state: 'detached' });
      }
      expect(await page.locator('html').getAttribute('lang')).toBe('ta');
      await expectFits(page, `staff-ta-dashboard-${size}`);

      await page.goto(`${stack.baseUrl}/admin/settings`);
      await page.getByRole('heading', { level: 1, name: TAMIL.settings }).waitFor();
      await page.getByRole('button', { name: TAMIL.saveSettings }).waitFor();
      await expectFits(page, `staff-ta-settings-${size}`);

      await page.goto(`${stack.baseUrl}/admin/analytics`);
      await page.getByRole('heading', { level: 1, name: TAMIL.analytics }).waitFor();
      await page.getByRole('heading', { name: TAMIL.perDayChart }).waitFor();
      // The charts load as their own chunk; the screenshot shows them drawn.
      await page.locator('.recharts-surface').first().waitFor();
      await expectFits(page, `staff-ta-analytics-${size}`);
      await page.context().close();
    });
  }
});
