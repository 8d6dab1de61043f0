import type { Browser, Page } from 'playwright-core';
import type { ContactMessageList } from '@eventdesk/contracts';
import { launchBrowser, phonePage, screenshot, sidewaysScrolling, waitForApp } from '../support/browser';
import { createStaff, loginInBrowser, staffToken, type StaffLogin } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };
const VISITOR = 'Kavya Raman';
// Visitor text as it may come: markup that must stay text, and a long unbroken word that must wrap at 360 px.
const QUESTION =
  'When does the next Miracle batch start? <script>alert(1)</script> My link: https://example.com/a-very-long-path-without-any-spaces-at-all';

/**
 * Issue 16 item 2 in Debian chromium against the real system: a visitor sends the /home contact form on a phone,
 * an admin finds the message in the staff inbox (360 and 1366 px, no sideways scrolling, EN and TA), marks it
 * handled and sees who handled it. Screenshots in artifacts/screenshots/contact-inbox-*.
 */
describe('contact messages reach the staff inbox (browser, real processes)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: StaffLogin;
  let apiToken: string;

  beforeAll(async () => {
    stack = await startStack('contact-inbox-browser');
    browser = await launchBrowser();
    admin = await createStaff(stack, 'inbox.admin', 'admin');
    apiToken = await staffToken(stack, 'inbox.api', 'admin');
    // A second message, in Tamil, so the list holds more than one card.
    const second = await fetch(`${stack.baseUrl}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'மீனா சுந்தரம்',
        email: 'meena.sundaram@example.com',
        phone: '+91 98430 12345',
        programme: 'vairagiya',
        message: 'வைராக்கியா வகுப்பு எப்போது தொடங்கும்?',
        language: 'ta',
      }),
    });
    expect(second.status).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const inbox = async (status: 'new' | 'handled') =>
    (await (
      await fetch(`${stack.baseUrl}/api/admin/contact-messages?status=${status}`, {
        headers: { authorization: `Bearer ${apiToken}` },
      })
    ).json()) as ContactMessageList;

  async function openInbox(viewport: typeof PHONE, query = ''): Promise<Page> {
    const page = await (await browser.newContext({ viewport })).newPage();
    await loginInBrowser(page, stack, admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${stack.baseUrl}/admin/contact-messages${query}`);
    await page.getByRole('heading', { name: VISITOR }).waitFor();
    return page;
  }

  it('a visitor sends the /home contact form on a phone', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.baseUrl}/home`);
    await waitForApp(page);
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill(VISITOR);
    await form.getByLabel('E-mail').fill('kavya.raman@example.com');
    await form.getByLabel('Phone').fill('+91 98765 43210');
    await form.getByLabel('Programme').selectOption('miracle');
    await form.getByLabel('Message').fill(QUESTION);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent').first().waitFor();
    const fresh = await inbox('new');
    expect(fresh.items.find((item) => item.name === VISITOR)).toMatchObject({
      email: 'kavya.raman@example.com',
      message: QUESTION,
      status: 'new',
    });
    await page.context().close();
  });

  it('shows the inbox at 360 and 1366 px without sideways scrolling, in English and Tamil', async () => {
    for (const [name, viewport, query] of [
      ['phone', PHONE, ''],
      ['desktop', DESKTOP, ''],
      ['phone-ta', PHONE, '?lang=ta'],
    ] as const) {
      const page = await openInbox(viewport, query);
      await page.getByText('<script>alert(1)</script>', { exact: false }).waitFor();
      expect(await page.locator('article script').count()).toBe(0);
      const email = page.getByRole('link', { name: 'kavya.raman@example.com' });
      expect(await email.getAttribute('href')).toBe('mailto:kavya.raman@example.com');
      expect(await sidewaysScrolling(page)).toEqual([]);
      await screenshot(page, `contact-inbox-${name}`);
      await page.context().close();
    }
  });

  it('an admin marks the message handled on a phone: it moves to Handled with who and when', async () => {
    const page = await openInbox(PHONE);
    await page.getByRole('button', { name: `Mark the message from ${VISITOR} handled` }).click();
    await page.getByText('Marked handled', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: VISITOR }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^Handled/ }).click();
    await page.getByRole('heading', { name: VISITOR }).waitFor();
    await page.getByText(/Handled by inbox\.admin,/).waitFor();
    expect(await sidewaysScrolling(page)).toEqual([]);
    await screenshot(page, 'contact-inbox-handled-phone');

    const handled = await inbox('handled');
    expect(handled.items.find((item) => item.name === VISITOR)).toMatchObject({
      status: 'handled',
      handledBy: 'inbox.admin',
    });
    expect((await inbox('new')).items.map((item) => item.name)).toEqual(['மீனா சுந்தரம்']);
    await page.context().close();
  });
});
