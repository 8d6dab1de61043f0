import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StaffRole } from '@eventdesk/contracts';
import { launchBrowser, screenshot, sidewaysScrolling } from '../support/browser';
import { registerVisitor, type Registered } from '../support/fulfilment';
import { createStaff, loginInBrowser, type StaffLogin } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(300_000);

/** Every staff route of the web app's router (apps/web/src/app/router.tsx); a pitch id that does not exist. */
const STAFF_ROUTES = [
  { name: 'dashboard', path: '/admin/dashboard' },
  { name: 'registrations', path: '/admin/registrations' },
  { name: 'followups', path: '/admin/followups' },
  { name: 'receipts', path: '/admin/receipts' },
  { name: 'seat-holds', path: '/admin/seat-holds' },
  { name: 'meta-leads', path: '/admin/meta-leads' },
  { name: 'pitches', path: '/admin/pitches' },
  { name: 'pitch', path: '/admin/pitches/999999' },
  { name: 'analytics', path: '/admin/analytics' },
  { name: 'settings', path: '/admin/settings' },
  { name: 'audit', path: '/admin/audit' },
  { name: 'staff', path: '/admin/staff' },
  { name: 'queue-board', path: '/admin/queue-board' },
  { name: 'qr-scanner', path: '/qr-scanner' },
] as const;

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
] as const;

const ROLES = ['user', 'lead_manager', 'admin', 'super_admin'] as const satisfies readonly StaffRole[];

const LONG_NAME = 'Thirumalaisamy Venkatasubramanian Ramakrishnan';
const PARENT_NAME = 'Kavya Raman';
const GUEST_NAME = 'Arun Kumar';

/** The little of the DOM these checks read (this project's Node types have no DOM library). */
interface Box {
  getBoundingClientRect(): { left: number; right: number; top: number; height: number };
  scrollWidth: number;
  clientWidth: number;
  parentElement: Box | null;
  tagName: string;
  className: unknown;
}
interface Doc {
  documentElement: Box;
  querySelectorAll(selector: string): Iterable<Box>;
}

/** Tables (and their wrappers) inside the screen's main area that reach past the viewport or scroll sideways. */
function tablesOverflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as { document: Doc };
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('#main table')].flatMap((table, index) => {
      const rect = table.getBoundingClientRect();
      const wrapper = table.parentElement;
      const problems: string[] = [];
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        problems.push(`table ${index}: ${Math.round(rect.left)}..${Math.round(rect.right)} in ${width}px`);
      }
      if (wrapper && wrapper.scrollWidth > wrapper.clientWidth) {
        problems.push(`table ${index} wrapper scrolls: ${wrapper.scrollWidth} > ${wrapper.clientWidth}`);
      }
      return problems;
    });
  });
}

function isFocused(element: unknown): boolean {
  return element === (element as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement;
}

/** The innermost elements that reach past the viewport's right edge: what makes a page scroll sideways. */
function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as { document: Doc };
    const width = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    return past
      .filter((element) => !past.some((other) => other !== element && other.parentElement === element))
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)} → ${Math.round(element.getBoundingClientRect().right)}`,
      );
  });
}

/** Waits until the screen has loaded what it shows: no request in flight and no "Loading..." left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      `![...document.querySelectorAll('[role="status"]')].some((e) => /Loading|ஏற்றுகிறது/.test(e.textContent))`,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * Issue 16 items 1 and 6 through the real system: each role signs in and opens every staff route at 1366×768 and
 * 360×740. Nothing may scroll sideways (document or any scroller), every table in the main area fits, and a route
 * outside the role says "no access" rather than "Error loading data". Screenshots in
 * artifacts/screenshots/staff-fit-<route>-<width>.png (super_admin, who may open everything) and
 * staff-fit-no-access-<route>-<width>.png (a caller).
 */
describe('every staff screen fits 1366 and 360 px wide (real processes)', () => {
  let stack: Stack;
  let browser: Browser;
  const staff = {} as Record<StaffRole, StaffLogin>;
  let guest: { id: number };
  let parent: Registered;

  beforeAll(async () => {
    stack = await startStack('staff-fit');
    browser = await launchBrowser();
    for (const role of ROLES) {
      staff[role] = await createStaff(stack, `fit.${role.replace('_', '-')}`, role);
    }
    // A full page of 10 and more, one long name, and an additional ticket bought with a paid registration.
    parent = await registerVisitor(stack, { fullName: PARENT_NAME, package: 'vip' });
    await registerVisitor(stack, { fullName: LONG_NAME, package: 'diamond' });
    for (let i = 1; i <= 10; i += 1) {
      await registerVisitor(stack, { fullName: `Visitor ${i}` });
    }
    // The payment service is not what this test is about: mark the parent paid in the e2e database.
    await stack.db.query(`update registration.registration set payment_status = 'completed' where id = $1`, [
      parent.id,
    ]);
    const created = await fetch(`${stack.baseUrl}/api/registrations/${parent.ref}/additional-ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: GUEST_NAME, package: 'gold' }),
    });
    expect(created.status).toBe(201);
    guest = (await created.json()) as { id: number };
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  async function signedIn(role: StaffRole, viewport: { width: number; height: number }) {
    const context: BrowserContext = await browser.newContext({ viewport });
    const page = await context.newPage();
    await loginInBrowser(page, stack, staff[role]);
    await page.waitForURL(/\/admin\/(dashboard|meta-leads)/);
    return { context, page };
  }

  it.each(ROLES)('a %s sees every staff route fit, or "no access", at both widths', async (role) => {
    const problems: string[] = [];
    let noAccessShots = 0;
    for (const viewport of VIEWPORTS) {
      const { context, page } = await signedIn(role, viewport);
      for (const route of STAFF_ROUTES) {
        await page.goto(`${stack.baseUrl}${route.path}`);
        await settle(page);
        const where = `${role} ${route.name} ${viewport.width}px`;
        // The queue dashboard (bull-board, served by the gateway at /admin/queues) is not our screen.
        if (new URL(page.url()).pathname.startsWith('/admin/queues')) {
          continue;
        }
        const scrollers = await sidewaysScrolling(page);
        for (const scroller of scrollers) {
          problems.push(`${where}: ${scroller.element} ${scroller.scrollWidth} > ${scroller.clientWidth}`);
        }
        if (scrollers.length) {
          problems.push(...(await widestElements(page)).map((element) => `${where}: widest ${element}`));
        }
        for (const table of await tablesOverflowing(page)) {
          problems.push(`${where}: ${table}`);
        }
        if (await page.getByText('Error loading data').count()) {
          problems.push(`${where}: says "Error loading data"`);
        }
        const noAccess = await page.getByText('You do not have access to this').count();
        if (role === 'super_admin') {
          if (noAccess) {
            problems.push(`${where}: super_admin refused`);
          }
          await screenshot(page, `staff-fit-${route.name}-${viewport.width}`);
        } else if (role === 'user' && noAccess && noAccessShots < 2) {
          noAccessShots += 1;
          await screenshot(page, `staff-fit-no-access-${route.name}-${viewport.width}`);
        }
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it('a caller is told "no access" on the admin screens, by the browser and by the server', async () => {
    const { context, page } = await signedIn('user', VIEWPORTS[1]);
    for (const path of ['/admin/registrations', '/admin/followups', '/admin/settings', '/admin/audit']) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.getByText('You do not have access to this').waitFor();
      expect(await page.getByText('Error loading data').count()).toBe(0);
    }
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    const refused = await fetch(`${stack.baseUrl}/api/admin/registrations`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    await context.close();
  });

  it('registrations at 1366 px: compact rows, every column in view, a sticky header, the extra ticket marked', async () => {
    const { context, page } = await signedIn('admin', VIEWPORTS[0]);
    await page.goto(`${stack.baseUrl}/admin/registrations`);
    await page.getByText(/Showing 1 to 10 of 13 results/).waitFor();

    const headers = page.locator('#main thead th');
    const width = await page.evaluate(
      () => (globalThis as unknown as { document: Doc }).document.documentElement.clientWidth,
    );
    for (const name of ['Payment Status', 'Follow-up Status', 'Actions']) {
      const box = await headers.filter({ hasText: name }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    const heights = await page
      .locator('#main tbody tr')
      .evaluateAll((rows) => rows.map((row) => (row as unknown as Box).getBoundingClientRect().height));
    expect(heights).toHaveLength(10);
    // Two lines of text and padding: the rows were 170 px.
    expect(Math.max(...heights)).toBeLessThanOrEqual(64);

    const guestRow = page.getByTestId(`registration-${guest.id}`);
    await guestRow.getByText(`Additional ticket of ${PARENT_NAME} (ID ${parent.id})`).waitFor();

    // The header stays at the top of the viewport while the rows scroll under it (a low window, so they can).
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, top),
        y,
      );
    await page.setViewportSize({ width: 1366, height: 480 });
    await scrollTo(100_000);
    const tableTop = await page
      .locator('#main table')
      .evaluate((table) => (table as unknown as Box).getBoundingClientRect().top);
    expect(tableTop).toBeLessThan(-100);
    const headerTop = await headers
      .first()
      .evaluate((th) => (th as unknown as Box).getBoundingClientRect().top);
    expect(Math.abs(headerTop)).toBeLessThanOrEqual(1);
    await screenshot(page, 'staff-fit-registrations-1366-scrolled', { fullPage: false });
    await page.setViewportSize(VIEWPORTS[0]);
    await scrollTo(0);

    // The row's actions by keyboard: Enter on the menu button opens it, arrows move, Escape closes.
    const menuButton = page.getByRole('button', { name: `Actions for ${GUEST_NAME}` });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${GUEST_NAME}` });
    await menu.waitFor();
    await expect(menu.getByRole('menuitem').first().evaluate(isFocused)).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await screenshot(page, 'staff-fit-registrations-1366-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect(menuButton.evaluate(isFocused)).resolves.toBe(true);

    // Enter on an entry does what it says: Edit opens the dialog.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Edit Registration' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // In Tamil the longer words still fit.
    await page.getByTestId('language-switch').filter({ visible: true }).click();
    await page.getByRole('columnheader', { name: 'கட்டண நிலை' }).waitFor();
    await guestRow.getByText(`கூடுதல் டிக்கெட்: ${PARENT_NAME} (எண் ${parent.id}) அவர்களுடையது`).waitFor();
    expect(await sidewaysScrolling(page)).toEqual([]);
    expect(await tablesOverflowing(page)).toEqual([]);
    await screenshot(page, 'staff-fit-registrations-1366-ta');
    await context.close();
  });

  it('registrations at 360 px: every card and the open menu inside the screen', async () => {
    const { context, page } = await signedIn('super_admin', VIEWPORTS[1]);
    await page.goto(`${stack.baseUrl}/admin/registrations`);
    await page.getByText(/Showing 1 to 10 of 13 results/).waitFor();
    const rights = await page
      .locator('#main tbody tr')
      .evaluateAll((rows) => rows.map((row) => (row as unknown as Box).getBoundingClientRect().right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: `Actions for ${GUEST_NAME}` }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Delete' }).waitFor();
    const box = await menu.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await sidewaysScrolling(page)).toEqual([]);
    await screenshot(page, 'staff-fit-registrations-360-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await page.goto(`${stack.baseUrl}/admin/followups`);
    await page.getByTestId('language-switch').filter({ visible: true }).click();
    await page.getByRole('heading', { level: 1, name: 'பின்தொடர்வு மேலாண்மை' }).waitFor();
    expect(await sidewaysScrolling(page)).toEqual([]);
    await screenshot(page, 'staff-fit-followups-360-ta');
    await context.close();
  });
});
