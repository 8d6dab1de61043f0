import type { Browser, Page } from 'playwright-core';
import { setBankDetails } from '../support/bank-details';
import { launchBrowser, screenshot, sidewaysScrolling } from '../support/browser';
import { register } from '../support/payments';
import { waitFor } from '../support/ports';
import { createStaff, loginInBrowser, staffToken, type StaffLogin } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(300_000);

const receiptPng = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(12_000, 9),
]);

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
] as const;

/**
 * Issue 16 item 3 in Debian chromium against the real system: two visitors send the same UTR (one typed with
 * spaces by staff), so both cards are flagged with the other receipt; the receipt of a registration staff deleted
 * leaves the pending tab (registration.updated → payment service) and waits under 'No longer needed'.
 */
describe('browser: the receipts queue flags a reused UTR and sets aside receipts of deleted registrations', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: StaffLogin;
  let first: { id: number; ref: string };
  let second: { id: number; ref: string };
  let deleted: { id: number; ref: string };

  const upload = async (ref: string, utr: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(receiptPng)], { type: 'image/png' }), 'gpay.png');
    form.append('transactionId', utr);
    const response = await fetch(`${stack.baseUrl}/api/payments/${ref}/proof`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    stack = await startStack('receipts-queue-browser');
    await setBankDetails(stack);
    browser = await launchBrowser();
    admin = await createStaff(stack, 'receipts.admin', 'admin');
    first = await register(stack, { fullName: 'Lakshmi Narayanan' });
    second = await register(stack, { fullName: 'Karthik Subramanian' });
    deleted = await register(stack, { fullName: 'Deleted Visitor' });
    await upload(first.ref, '412345678901');
    await upload(deleted.ref, '998877665544');
    // Staff upload the second receipt from the counter, the same UTR typed with spaces.
    const token = await staffToken(stack, 'receipts.desk', 'admin');
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(receiptPng)], { type: 'image/png' }), 'counter.png');
    form.append('transactionId', '4123 4567 8901');
    const staffUpload = await fetch(`${stack.baseUrl}/api/admin/registrations/${second.id}/proof`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(staffUpload.status).toBe(201);

    const superAdmin = await staffToken(stack, 'receipts.super', 'super_admin');
    const removed = await fetch(`${stack.baseUrl}/api/admin/registrations/${deleted.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${superAdmin}` },
    });
    expect(removed.status).toBe(200);
    // The payment service learns of the deletion through registration.updated (outbox → BullMQ).
    await waitFor(
      'the payment service to record the deletion',
      async () => {
        const { rows } = await stack.db.query<{ deleted: boolean }>(
          `select deleted from payment.registration_state where registration_id = $1`,
          [deleted.id],
        );
        return rows[0]?.deleted ? true : undefined;
      },
      60_000,
      250,
    );
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  async function openReceipts(viewport: { width: number; height: number }): Promise<Page> {
    const page = await (await browser.newContext({ viewport })).newPage();
    await loginInBrowser(page, stack, admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${stack.baseUrl}/admin/receipts`);
    return page;
  }

  async function closeToasts(page: Page): Promise<void> {
    const toastClose = page.locator('li[data-state="open"] button');
    if ((await toastClose.count()) > 0) {
      await toastClose.first().click();
      await page.locator('li[data-state="open"]').waitFor({ state: 'detached' });
    }
  }

  for (const viewport of VIEWPORTS) {
    it(`flags both cards with the other receipt and keeps the deleted one out of 'To confirm' at ${viewport.width} px`, async () => {
      const page = await openReceipts(viewport);
      const card = page.getByRole('article', { name: /^Karthik Subramanian #/ });
      await card.waitFor();
      const flag = card.getByRole('note');
      await flag.getByText('This UTR is already used on').waitFor();
      await flag.getByText(new RegExp(`^receipt #\\d+ of registration #${first.id}$`)).waitFor();
      await page
        .getByRole('article', { name: /^Lakshmi Narayanan #/ })
        .getByRole('note')
        .getByText(new RegExp(`of registration #${second.id}$`))
        .waitFor();
      await expect(page.getByRole('article', { name: /^Deleted Visitor #/ }).count()).resolves.toBe(0);
      await closeToasts(page);
      expect(await sidewaysScrolling(page)).toEqual([]);
      await screenshot(page, `admin-receipts-utr-flag-${viewport.width}`);

      await page.getByRole('tab', { name: 'No longer needed' }).click();
      const set = page.getByRole('article', { name: /^Deleted Visitor #/ });
      await set.getByText('Registration deleted: no decision needed').waitFor();
      await expect(set.getByRole('button', { name: 'Confirm' }).count()).resolves.toBe(0);
      expect(await sidewaysScrolling(page)).toEqual([]);
      await screenshot(page, `admin-receipts-closed-${viewport.width}`);
      await page.context().close();
    });
  }

  it('says it in Tamil at 360 px', async () => {
    const page = await openReceipts({ width: 360, height: 740 });
    await page.getByRole('article', { name: /^Karthik Subramanian #/ }).waitFor();
    await page.locator('[data-testid="language-switch"]:visible').click();
    await page.getByRole('heading', { level: 1, name: 'உறுதிசெய்ய வேண்டிய ரசீதுகள்' }).waitFor();
    await page
      .getByRole('article', { name: /^Karthik Subramanian #/ })
      .getByText('இந்த UTR ஏற்கெனவே இங்கு பயன்படுத்தப்பட்டுள்ளது:')
      .waitFor();
    await closeToasts(page);
    expect(await sidewaysScrolling(page)).toEqual([]);
    await screenshot(page, 'admin-receipts-utr-flag-ta-360');
    await page.context().close();
  });
});
