import type { Browser, Page } from 'playwright-core';
import { REGISTRATION_CREATED } from '@eventdesk/contracts';
import { launchBrowser, screenshot, sidewaysScrolling } from '../support/browser';
import { registerVisitor, type Registered } from '../support/fulfilment';
import { waitFor } from '../support/ports';
import { createStaff, loginInBrowser, staffToken, type StaffLogin } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };
const CREATED_QUEUE = `notification.${REGISTRATION_CREATED}`;

/**
 * The operators' queue dashboard in Debian chromium against the real system: an admin logs in, opens "Queues"
 * from the staff menu (the drawer on a phone), the SPA route exchanges the staff token for the board's cookie,
 * and the gateway's bull-board page shows the system's queues, read-only, with a visitor's personal data
 * redacted. Screenshots in artifacts/screenshots/queue-board-*.
 */
describe('queue dashboard in the browser (real processes)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: StaffLogin;
  let visitor: Registered;

  beforeAll(async () => {
    stack = await startStack('queue-board-browser');
    browser = await launchBrowser();
    admin = await createStaff(stack, 'queues.admin', 'admin');
    // A real job on the board: the registration's event, once the notification service has taken it.
    visitor = await registerVisitor(stack, { fullName: 'Meena Sundaram' });
    const apiToken = await staffToken(stack, 'queues.api', 'admin');
    await waitFor(
      'registration event processed',
      async () => {
        const response = await fetch(`${stack.baseUrl}/api/admin/queues`, {
          headers: { authorization: `Bearer ${apiToken}` },
        });
        const queues = (await response.json()) as Array<{ name: string; completed: number }>;
        return (queues.find((queue) => queue.name === CREATED_QUEUE)?.completed ?? 0) > 0;
      },
      30_000,
    );
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  async function signedIn(viewport: typeof PHONE): Promise<Page> {
    const page = await (await browser.newContext({ viewport })).newPage();
    await loginInBrowser(page, stack, admin);
    await page.waitForURL('**/admin/dashboard');
    return page;
  }

  /** Holds the cookie exchange until released, so the SPA page can be seen before it hands over to the board. */
  async function holdExchange(page: Page): Promise<() => void> {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/queue-board/session', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`opens the board from the Queues link at ${viewport.width} px`, async () => {
      const page = await signedIn(viewport);
      const release = await holdExchange(page);
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Staff area' }).getByRole('link', { name: 'Queues' }).click();
      } else {
        await page
          .getByRole('navigation', { name: 'Staff navigation' })
          .getByRole('link', { name: 'Queues' })
          .click();
      }
      await page.waitForURL('**/admin/queue-board');
      await page.getByText('Opening the queue dashboard...').waitFor();
      expect(await sidewaysScrolling(page)).toEqual([]);
      await screenshot(page, `queue-board-signin-${name}`);

      release();
      await page.waitForURL('**/admin/queues');
      // The overview's queue cards, once the board's first poll has answered.
      await page
        .getByText(/^\d+ Jobs?$/)
        .first()
        .waitFor();
      // The viewport: the overview renders only the cards in view (a full-page shot shows blank space below).
      await screenshot(page, `queue-board-overview-${name}`, { fullPage: false });

      await page.goto(`${stack.baseUrl}/admin/queues/queue/${CREATED_QUEUE}?status=completed`);
      await page.getByText('[redacted]').first().waitFor();
      const text = await page.locator('body').innerText();
      expect(text).not.toContain(visitor.email);
      expect(text).not.toContain(visitor.fullName);
      await screenshot(page, `queue-board-job-${name}`);
      await page.context().close();
    });
  }

  it('sends a browser without the board’s cookie to the sign-in route, which opens the board', async () => {
    const page = await signedIn(PHONE);
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/queue-board/session')) {
        exchanges.push(request.method());
      }
    });
    await page.goto(`${stack.baseUrl}/admin/queues`);
    await page.waitForURL('**/admin/queues');
    await page.getByText(CREATED_QUEUE).first().waitFor();
    expect(exchanges).toEqual(['POST']);
    await page.context().close();
  });
});
