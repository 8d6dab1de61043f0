import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phonePage, screenshot } from '../support/browser';
import { whatsAppMessages } from '../support/fulfilment';
import { register } from '../support/payments';
import { waitFor } from '../support/ports';
import { setBankDetails } from '../support/bank-details';
import { startStack, sunkMail, type Stack } from '../support/stack';
import { staffToken } from '../support/staff';

const png = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(12_000, 9),
]);
const DAY_MS = 24 * 3_600_000;

async function inLanguage(page: Page, lang: 'en' | 'ta'): Promise<Page> {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  return page;
}

describe('browser: a rejected receipt is told to the visitor (page, e-mail, WhatsApp) and keeps the seat', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack('receipt-rejected-browser');
    await setBankDetails(stack);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('EN: upload → staff reject with a reason → the page says why and what next; mail and WhatsApp carry it', async () => {
    const phone = '+91 98431 77001';
    const registration = await register(stack, { fullName: 'Arun Kumar', phone, language: 'en' });
    const email = (
      await stack.db.query<{ email: string }>(`select email from registration.registration where id = $1`, [
        registration.id,
      ])
    ).rows[0]?.email;
    const page = await inLanguage(await phonePage(browser), 'en');
    await page.goto(`${stack.baseUrl}/payment/${registration.ref}`);
    await page.getByTestId('bank-transfer').click();
    await page
      .getByTestId('receipt-input')
      .setInputFiles({ name: 'gpay.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('utr-input').fill('412345678901');
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('receipt-received').waitFor();

    const proofId = (
      await stack.db.query<{ id: number }>(
        `select id from payment.payment_proof where registration_id = $1`,
        [registration.id],
      )
    ).rows[0]?.id;
    // The upload held the seat for the bank/UPI deadline (48 h); say staff reject near its end, 1 h before.
    await stack.db.query(
      `update registration.seat set held_until = now() + interval '1 hour' where registration_id = $1`,
      [registration.id],
    );
    const admin = await staffToken(stack, `reviewer-${Date.now()}`, 'admin');
    const beforeReject = Date.now();
    const rejected = await fetch(`${stack.baseUrl}/api/admin/payment-proofs/${proofId}/reject`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Blurred UTR' }),
    });
    expect(rejected.status).toBe(200);
    const rejectedAt = Date.now();

    await page.goto(`${stack.baseUrl}/payment/${registration.ref}`);
    const notice = page.getByTestId('receipt-rejected');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      'Your receipt was not accepted: Blurred UTR. Upload a new receipt or pay by card.',
    );
    expect(await page.getByTestId('pay-by-card').isVisible()).toBe(true);
    await screenshot(page, 'payment-receipt-rejected-en');

    const mail = await waitFor(
      'the rejection e-mail',
      async () =>
        (await sunkMail(stack)).find(
          (message) =>
            message.to.includes(email ?? '') && message.subject.includes('receipt was not accepted'),
        ),
      30_000,
    );
    expect(mail.text).toContain('Blurred UTR');
    const whatsapp = await waitFor(
      'the rejection WhatsApp message',
      async () => (await whatsAppMessages(stack)).find((message) => message.text.includes('Blurred UTR')),
      30_000,
    );
    expect(whatsapp.to).toBe('919843177001');

    // registration-service keeps the seat held until 24 h after the rejection.
    const heldUntil = await waitFor(
      'the seat hold extended to 24 h',
      async () => {
        const { rows } = await stack.db.query<{ held_until: Date }>(
          `select held_until from registration.seat where registration_id = $1`,
          [registration.id],
        );
        const until = rows[0]?.held_until;
        return until && until.getTime() >= beforeReject + DAY_MS - 1000 ? until : undefined;
      },
      30_000,
    );
    expect(heldUntil.getTime()).toBeLessThanOrEqual(rejectedAt + DAY_MS + 1000);
  });
});
