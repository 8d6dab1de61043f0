import type { Browser, Locator, Page } from 'playwright-core';
import { upcomingEventDate } from '@eventdesk/contracts';
import { launchBrowser, phonePage, screenshot, waitForApp } from '../support/browser';
import { contactDetails, setContactDetails } from '../support/settings';
import { startStack, type Stack } from '../support/stack';
import { staffToken } from '../support/staff';

jest.setTimeout(120_000);

/** The little of the DOM the check reads (this project's Node types have no DOM library). */
interface HitBox {
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
  contains(other: unknown): boolean;
  ownerDocument: { elementFromPoint(x: number, y: number): unknown };
}

/**
 * Whether a tap at the centre of `target` reaches it: the element the page has at that point is the target or
 * inside it, so no toast, floating button or empty overlay lies over it.
 */
function tapReaches(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element as unknown as HitBox;
    const rect = box.getBoundingClientRect();
    const hit = box.ownerDocument.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit === element || box.contains(hit);
  });
}

/** Puts `target` at the bottom edge of the viewport, where a floating button or a bottom toast would sit. */
async function scrollToBottomEdge(target: Locator): Promise<void> {
  await target.evaluate((element) =>
    (element as unknown as { scrollIntoView(options: object): void }).scrollIntoView({ block: 'end' }),
  );
}

describe('browser: toasts and the floating chat never cover a primary button on a phone (360×740)', () => {
  let stack: Stack;
  let browser: Browser;
  let doorToken: string;

  beforeAll(async () => {
    stack = await startStack('primary-actions');
    browser = await launchBrowser();
    doorToken = await staffToken(stack, 'door-clear', 'user');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  // What React reports when the prerendered HTML and the browser's first render differ (minified in the build).
  const hydrationProblems: string[] = [];
  afterEach(() => {
    expect(hydrationProblems.splice(0)).toEqual([]);
  });

  async function openLanding(): Promise<Page> {
    const page = await phonePage(browser);
    const noteHydrationProblem = (text: string) => {
      if (/hydrat|#418|#423|#425/i.test(text)) {
        hydrationProblems.push(text);
      }
    };
    page.on('console', (message) => noteHydrationProblem(message.text()));
    page.on('pageerror', (error) => noteHydrationProblem(String(error)));
    await page.goto(`${stack.baseUrl}/`);
    await waitForApp(page);
    await page.getByTestId('package-card-gold').waitFor();
    return page;
  }

  it('shows no chat button and no phone link while they are unset (a fresh install)', async () => {
    const page = await openLanding();
    await page.getByTestId('landing-contact').waitFor({ state: 'attached' });
    expect(await page.getByTestId('floating-chat').count()).toBe(0);
    expect(await page.locator('a[href^="tel:"], a[href^="https://wa.me/"]').count()).toBe(0);
    // With no detail set, the footer's contact block points to the contact form instead.
    expect(await page.locator('#site-contact a[href="/home#contact"]').count()).toBe(1);
    // The footer's year is the event's once the settings are there.
    const eventYear = upcomingEventDate(new Date()).slice(0, 4);
    const copyright = page.getByTestId('footer-copyright');
    await copyright.filter({ hasText: `© ${eventYear} ` }).waitFor();
    await copyright.scrollIntoViewIfNeeded();
    await screenshot(page, 'clear-landing-contact-unset', { fullPage: false });
    await page.close();
  });

  it('keeps the coupon Apply and Register Now clear of the floating chat button', async () => {
    // The button shows only once staff set a WhatsApp number.
    await setContactDetails(stack);
    const page = await openLanding();
    const chat = page.getByTestId('floating-chat');
    await chat.waitFor({ state: 'visible' });
    expect(await chat.getAttribute('href')).toContain(`https://wa.me/${contactDetails.whatsappNumber}?`);
    await screenshot(page, 'clear-landing-chat-visible', { fullPage: false });

    const coupon = page.locator('#registration-coupon');
    const apply = page.locator('#registration-coupon ~ button');
    await scrollToBottomEdge(apply);
    // The button steps aside while the form is on screen (it floats over the form's right edge otherwise).
    await chat.waitFor({ state: 'hidden' });
    await coupon.fill('EARLYBIRD');
    await scrollToBottomEdge(apply);
    expect(await tapReaches(apply)).toBe(true);
    await screenshot(page, 'clear-landing-coupon-apply', { fullPage: false });
    await apply.click();
    await page.getByText('Coupon applied successfully!').waitFor();

    const submit = page.getByRole('button', { name: 'Register Now' });
    await scrollToBottomEdge(submit);
    expect(await tapReaches(submit)).toBe(true);

    // Back at the top, the chat button is there again.
    await page.getByTestId('landing-title').scrollIntoViewIfNeeded();
    await chat.waitFor({ state: 'visible' });
    expect(await tapReaches(chat)).toBe(true);
    await page.close();
  });

  it('keeps "Pay … by card" clickable while the Registration Success! toast shows', async () => {
    const page = await openLanding();
    await page.getByTestId('package-card-gold').getByRole('button').click();
    await page.locator('#registration-fullName').fill('Meena Sundaram');
    await page.locator('#registration-email').fill('meena.clear@example.com');
    await page.locator('#registration-phone').fill('+91 98765 40001');
    await page.locator('#registration-referenceType').selectOption('friend');
    await page.locator('#registration-referredBy').fill('Arun');
    await page.locator('#registration-acceptTerms').check();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.waitForURL(/\/payment\/[A-Za-z0-9_-]{22}$/);

    const toast = page.getByText('Registration Success!', { exact: true });
    await toast.waitFor();
    const payByCard = page.getByTestId('pay-by-card');
    await payByCard.waitFor();
    await payByCard.scrollIntoViewIfNeeded();
    expect(await tapReaches(payByCard)).toBe(true);
    await scrollToBottomEdge(payByCard);
    expect(await tapReaches(payByCard)).toBe(true);
    // Playwright's own check (the element receives the pointer at its actionable point), without force.
    await payByCard.click({ trial: true, timeout: 2_000 });
    expect(await toast.isVisible()).toBe(true);
    await screenshot(page, 'clear-payment-with-toast', { fullPage: false });
    await page.close();
  });

  it('keeps the token field and Mark Attendance clickable while the scanner shows a toast', async () => {
    const page = await phonePage(browser);
    await page.addInitScript((value) => localStorage.setItem('admin_token', value), doorToken);
    await page.goto(`${stack.baseUrl}/qr-scanner`);
    await page.getByText('Total Registered').waitFor();

    const tokenField = page.getByLabel('QR token');
    const mark = page.getByRole('button', { name: 'Mark Attendance' });
    await tokenField.fill('not-a-ticket-token');
    await mark.click();
    const toast = page.getByText('Not an event ticket', { exact: true });
    await toast.waitFor();
    await screenshot(page, 'clear-scanner-with-toast', { fullPage: false });

    for (const target of [tokenField, mark]) {
      await target.scrollIntoViewIfNeeded();
      expect(await tapReaches(target)).toBe(true);
      await scrollToBottomEdge(target);
      expect(await tapReaches(target)).toBe(true);
    }
    expect(await toast.isVisible()).toBe(true);
    await tokenField.fill('another-token');
    await mark.click({ timeout: 2_000 });
    await page.close();
  });
});
