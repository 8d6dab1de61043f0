import type { Browser, Page } from 'playwright-core';
import { validationMessages } from '@eventdesk/contracts';
import { launchBrowser, phonePage, screenshot } from '../support/browser';
import { register } from '../support/payments';
import { setBankDetails } from '../support/bank-details';
import { startStack, type Stack } from '../support/stack';

const png = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(12_000, 9),
]);
/** Not an image at all, whatever its name says. */
const renamedPdf = Buffer.from('%PDF-1.7\n% a bank statement, not a picture\n'.repeat(300));

async function inLanguage(page: Page, lang: 'en' | 'ta'): Promise<Page> {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  return page;
}

/** Nothing may stick out of a 360 px phone screen. */
async function expectFitsPhone(page: Page): Promise<void> {
  // A string: the e2e project compiles without the DOM library.
  const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
  expect(width).toBeLessThanOrEqual(360);
}

const openToast = (page: Page) => page.locator('li[data-state="open"]');

describe('browser: payment journeys (sandbox card provider, bank/UPI receipts)', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack('payment-browser');
    await setBankDetails(stack);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const completedEvents = async (registrationId: number) =>
    Number(
      (
        await stack.db.query<{ n: string }>(
          `select count(*) as n from payment.outbox_event
            where name = 'payment.completed.v1' and payload->>'registrationId' = $1`,
          [String(registrationId)],
        )
      ).rows[0]?.n,
    );

  it('EN: pays by card through the sandbox → /success with the details and the countdown → /registration-success', async () => {
    const registration = await register(stack, {
      fullName: 'Lakshmi Narayanan',
      package: 'diamond',
      phone: '+91 98430 12345',
    });
    const page = await inLanguage(await phonePage(browser), 'en');
    await page.goto(`${stack.baseUrl}/payment/${registration.ref}`);
    await page.getByTestId('payment-summary').waitFor();
    expect(await page.getByTestId('payment-summary').textContent()).toContain('₹5,100');
    await expectFitsPhone(page);
    await screenshot(page, 'payment-page-en');

    await page.getByTestId('pay-by-card').click();
    await page.waitForURL(/\/api\/payment-sandbox\/\d{12}$/);
    expect(await page.textContent('body')).toContain('INR 5100.00');
    await expectFitsPhone(page);
    await screenshot(page, 'payment-sandbox-checkout');

    await page.getByTestId('sandbox-success').click();
    await page.waitForURL(/\/success\?/);
    // Nothing personal in the address the browser keeps in its history.
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['orderId']);
    await page.getByTestId('payment-saved').waitFor();
    expect(await page.getByTestId('payment-result-heading').textContent()).toBe('Payment Success');
    expect(await page.getByTestId('result-tick').count()).toBe(1);
    const details = (await page.getByTestId('payment-details').textContent()) ?? '';
    for (const text of ['₹5,100.00', 'Credit Card', 'Lakshmi Narayanan', '+91 98430 12345']) {
      expect(details).toContain(text);
    }
    expect(await page.getByTestId('payment-saved').textContent()).toContain(
      'Payment saved successfully! Redirecting...',
    );
    expect(await page.getByTestId('redirect-countdown').textContent()).toMatch(/Redirecting in [1-5] s/);
    await expectFitsPhone(page);
    await screenshot(page, 'payment-success-en');

    await page.waitForURL(`${stack.baseUrl}/registration-success/${registration.ref}`, { timeout: 9000 });
    await screenshot(page, 'payment-registration-success-en');
    expect(await completedEvents(registration.id)).toBe(1);
  });

  it('TA: a declined card goes to /error with the details and a Retry Payment button to the events page', async () => {
    const registration = await register(stack, { fullName: 'மீனா சுந்தரம்' });
    const page = await inLanguage(await phonePage(browser), 'ta');
    await page.goto(`${stack.baseUrl}/payment/${registration.ref}`);
    await page.getByTestId('pay-by-card').click();
    await page.waitForURL(/\/api\/payment-sandbox\/\d{12}$/);
    await page.getByTestId('sandbox-failure').click();
    await page.waitForURL(/\/error\?/);
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['orderId']);
    await page.getByTestId('payment-details').waitFor();
    expect(await page.getByTestId('payment-result-heading').textContent()).toBe('கட்டணம் தோல்வியடைந்தது');
    expect(await page.textContent('main')).toContain(
      'உங்கள் கட்டணத்தைச் செயல்படுத்த முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
    );
    expect(await page.getByTestId('payment-details').textContent()).toContain('மீனா சுந்தரம்');
    await expectFitsPhone(page);
    await screenshot(page, 'payment-error-ta');
    await page.getByTestId('retry-payment').click();
    await page.waitForURL(`${stack.baseUrl}/events`);
    expect(await completedEvents(registration.id)).toBe(0);
  });

  it('EN: a forged Success address for an unpaid order shows Payment Pending from our record and does not redirect', async () => {
    const registration = await register(stack);
    const initiated = (await (
      await fetch(`${stack.baseUrl}/api/initiate_payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ref: registration.ref }),
      })
    ).json()) as { orderId: string };
    const page = await inLanguage(await phonePage(browser), 'en');
    await page.goto(
      `${stack.baseUrl}/success?orderStatus=Success&orderId=${initiated.orderId}&amount=1.00&currency=INR` +
        `&billing_name=Someone+Else&ref=${registration.ref}`,
    );
    await page.getByTestId('payment-pending').waitFor();
    expect(await page.getByTestId('payment-result-heading').textContent()).toBe('Payment Pending');
    const details = (await page.getByTestId('payment-details').textContent()) ?? '';
    expect(details).toContain('Kavitha Raman');
    expect(details).toContain('₹3,600.00');
    expect(details).not.toContain('Someone Else');
    expect(await page.getByTestId('payment-saved').count()).toBe(0);
    await screenshot(page, 'payment-success-forged-en');
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/success');
    expect(await completedEvents(registration.id)).toBe(0);
  });

  for (const lang of ['ta', 'en'] as const) {
    it(`${lang.toUpperCase()}: bank/UPI — wrong file type refused, receipt received, then Registration Successful!`, async () => {
      const registration = await register(stack, { fullName: 'Arun Kumar', package: 'gold' });
      const page = await inLanguage(await phonePage(browser), lang);
      await page.goto(`${stack.baseUrl}/payment/${registration.ref}`);
      await page.getByTestId('bank-transfer').click();
      await page.getByTestId('bank-details').waitFor();
      expect(await page.getByTestId('payment-reference').textContent()).toBe(`CBC-${registration.id}`);
      expect(await page.locator('#bank-transfer-panel img').count()).toBe(1);
      await expectFitsPhone(page);
      await screenshot(page, `payment-bank-${lang}`);

      // A PDF named .png passes the browser's first check; the server reads the bytes and refuses it.
      await page
        .getByTestId('receipt-input')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: renamedPdf });
      await page.getByTestId('utr-input').fill('412345678901');
      await page.getByTestId('upload-submit').click();
      const imagesOnly = validationMessages[lang]['validation.proof.image.type'] ?? '';
      await page.locator('#receipt-image-error').getByText(imagesOnly).waitFor();
      await openToast(page).waitFor();
      expect(await openToast(page).textContent()).toContain(lang === 'en' ? 'Upload Error' : 'பதிவேற்றப் பிழை');
      await screenshot(page, `payment-wrong-type-${lang}`);
      expect(
        Number(
          (
            await stack.db.query<{ n: string }>(
              `select count(*) as n from payment.payment_proof where registration_id = $1`,
              [registration.id],
            )
          ).rows[0]?.n,
        ),
      ).toBe(0);

      await page
        .getByTestId('receipt-input')
        .setInputFiles({ name: 'gpay.png', mimeType: 'image/png', buffer: png });
      await page.getByTestId('upload-submit').click();
      await page.getByTestId('receipt-received').waitFor();
      const received = (await page.getByTestId('receipt-received').textContent()) ?? '';
      expect(received).toContain(lang === 'en' ? 'about 24 hours' : 'சுமார் 24 மணி நேரத்திற்குள்');
      expect(received).toContain('412345678901');
      expect(await openToast(page).textContent()).toContain(
        lang === 'en' ? 'Upload Success!' : 'பதிவேற்றம் வெற்றி!',
      );
      await screenshot(page, `payment-receipt-received-${lang}`);

      await page.getByTestId('registration-complete').waitFor({ timeout: 3000 });
      const complete = (await page.getByTestId('registration-complete').textContent()) ?? '';
      expect(complete).toContain(lang === 'en' ? 'Registration Successful!' : 'பதிவு வெற்றிகரமாக முடிந்தது!');
      expect(complete).toContain(String(registration.id));
      expect(complete).toContain('Arun Kumar');
      expect(await page.getByTestId('register-another').getAttribute('href')).toBe('/#register');
      await openToast(page).locator('button').click();
      await openToast(page).waitFor({ state: 'detached' });
      await expectFitsPhone(page);
      await screenshot(page, `payment-registration-complete-${lang}`);

      // Received is not paid: nothing completed the registration.
      expect(await completedEvents(registration.id)).toBe(0);
    });
  }

  it('shows "Registration not found" for an unknown reference, and /payment_test while the sandbox is active', async () => {
    const page = await inLanguage(await phonePage(browser), 'en');
    await page.goto(`${stack.baseUrl}/payment/${'A'.repeat(22)}`);
    await page.getByTestId('payment-not-found').waitFor();
    expect(await page.getByTestId('payment-not-found').textContent()).toContain('Registration not found');
    await screenshot(page, 'payment-not-found-en');

    const registration = await register(stack);
    await page.goto(`${stack.baseUrl}/payment_test/${registration.ref}`);
    await page.getByTestId('payment-summary').waitFor();
    expect(await page.textContent('main')).toContain('Test mode');
    await screenshot(page, 'payment-test-page-en');
  });
});
