import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { EventSettings } from '@eventdesk/contracts';
import { launchBrowser, SCREENSHOT_DIR, sidewaysScrolling } from '../support/browser';
import { createStaff, loginInBrowser, staffToken, type StaffLogin } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * The Reminders section of staff Settings in Debian chromium against the real system: it fits a phone and a
 * desktop in English and Tamil, and switching the day-before reminder off is stored (the notification service
 * reads it when a reminder comes due). Screenshots in artifacts/screenshots/reminder-settings-*.
 */
describe('reminder settings in the browser (real processes)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: StaffLogin;
  let apiToken: string;

  beforeAll(async () => {
    stack = await startStack('reminder-settings-browser');
    browser = await launchBrowser();
    admin = await createStaff(stack, 'reminders.admin', 'admin');
    apiToken = await staffToken(stack, 'reminders.api', 'admin');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const storedSettings = async () =>
    (await (
      await fetch(`${stack.baseUrl}/api/admin/settings`, { headers: { authorization: `Bearer ${apiToken}` } })
    ).json()) as EventSettings;

  async function openSettings(viewport: typeof PHONE, query = ''): Promise<Page> {
    const page = await (await browser.newContext({ viewport })).newPage();
    await loginInBrowser(page, stack, admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${stack.baseUrl}/admin/settings${query}`);
    // The form renders once the stored settings arrived (the id is the same in both languages).
    await page.locator('#settings-reminders-holdLapse').waitFor();
    return page;
  }

  it('shows the section at 360 and 1366 px without sideways scrolling, in English and Tamil', async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const [name, viewport, query, title] of [
      ['phone', PHONE, '', 'Reminders'],
      ['desktop', DESKTOP, '', 'Reminders'],
      ['phone-ta', PHONE, '?lang=ta', 'நினைவூட்டல்கள்'],
    ] as const) {
      const page = await openSettings(viewport, query);
      const section = page.getByRole('region', { name: title });
      await section.scrollIntoViewIfNeeded();
      expect(await sidewaysScrolling(page)).toEqual([]);
      await section.screenshot({ path: join(SCREENSHOT_DIR, `reminder-settings-${name}.png`) });
      await page.context().close();
    }
  });

  it('switches the day-before reminder off and changes the lead time: the server stores both', async () => {
    expect((await storedSettings()).reminders).toMatchObject({ eventDayBefore: true, holdLapseLeadHours: 6 });
    const page = await openSettings(PHONE);
    await page.getByLabel('Remind paid attendees the day before the event').uncheck();
    await page.getByLabel('Hours before the hold lapses').fill('12');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved', { exact: true }).waitFor();
    expect((await storedSettings()).reminders).toEqual({
      holdLapse: true,
      holdLapseLeadHours: 12,
      eventDayBefore: false,
      eventDayBeforeTime: '10:00',
    });
    await page.context().close();
  });
});
