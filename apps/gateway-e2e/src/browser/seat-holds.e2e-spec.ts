import type { Browser, Page } from 'playwright-core';
import type { SeatHoldsView } from '@eventdesk/contracts';
import { launchBrowser, screenshot, sidewaysScrolling } from '../support/browser';
import { registerVisitor, type Registered } from '../support/fulfilment';
import { createStaff, loginInBrowser, staffToken, type StaffLogin } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * The staff screen of held-but-unpaid seats in Debian chromium against the real system: an admin sees the holds
 * per package on a phone and a desktop (no sideways scrolling), selects two and releases them after confirming.
 * Screenshots in artifacts/screenshots/seat-holds-*.
 */
describe('seat holds screen in the browser (real processes)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: StaffLogin;
  let apiToken: string;
  const held: Registered[] = [];

  beforeAll(async () => {
    stack = await startStack('seat-holds-browser');
    browser = await launchBrowser();
    admin = await createStaff(stack, 'holds.admin', 'admin');
    apiToken = await staffToken(stack, 'holds.api', 'admin');
    const visitors = [
      { fullName: 'மீனா சுந்தரம்', package: 'vip' as const, language: 'ta' as const },
      { fullName: 'Arun Kumar', package: 'vip' as const },
      { fullName: 'Lakshmi Narayanan-Venkataraman', package: 'gold' as const },
      { fullName: 'Senthil Nathan', package: 'diamond' as const },
    ];
    for (const visitor of visitors) {
      held.push(await registerVisitor(stack, visitor));
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const holdsView = async () =>
    (await (
      await fetch(`${stack.baseUrl}/api/admin/seats/holds`, {
        headers: { authorization: `Bearer ${apiToken}` },
      })
    ).json()) as SeatHoldsView;

  async function openScreen(viewport: typeof PHONE, query = ''): Promise<Page> {
    const page = await (await browser.newContext({ viewport })).newPage();
    await loginInBrowser(page, stack, admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${stack.baseUrl}/admin/seat-holds${query}`);
    await page.getByTestId('seat-holds-vip').waitFor();
    return page;
  }

  it('shows the holds per package at 360 and 1366 px without sideways scrolling, in English and Tamil', async () => {
    for (const [name, viewport, query] of [
      ['phone', PHONE, ''],
      ['desktop', DESKTOP, ''],
      ['phone-ta', PHONE, '?lang=ta'],
    ] as const) {
      const page = await openScreen(viewport, query);
      await page.getByText(held[0]!.email).waitFor();
      expect(await page.getByTestId('seat-holds-vip-held').textContent()).toBe('2');
      expect(await page.getByTestId('seat-holds-gold-held').textContent()).toBe('1');
      expect(await sidewaysScrolling(page)).toEqual([]);
      await screenshot(page, `seat-holds-${name}`);
      await page.context().close();
    }
  });

  it('releases the selected holds after a confirmation: the list and the server agree', async () => {
    const page = await openScreen(PHONE);
    await page.getByRole('checkbox', { name: `Select ${held[0]!.fullName} (#${held[0]!.id})` }).check();
    await page.getByRole('checkbox', { name: 'Select all in Gold' }).check();
    await page.getByRole('button', { name: 'Release 2 holds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Release seat holds?' });
    await dialog.waitFor();
    expect(await sidewaysScrolling(page)).toEqual([]);
    await screenshot(page, 'seat-holds-confirm-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Release', exact: true }).click();
    await page.getByText('2 holds released', { exact: true }).waitFor();
    await page.getByText(held[0]!.email).waitFor({ state: 'detached' });
    await screenshot(page, 'seat-holds-released-phone');

    const view = await holdsView();
    const heldIds = view.packages.flatMap((p) => p.registrations.map((r) => r.id));
    expect(heldIds.sort()).toEqual([held[1]!.id, held[3]!.id].sort());
    await page.context().close();
  });
});
