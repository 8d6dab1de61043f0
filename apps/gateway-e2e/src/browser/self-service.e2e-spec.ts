import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage, screenshot, waitForApp } from '../support/browser';
import {
  emitPaymentCompleted,
  registerVisitor,
  waitForAttendanceRecord,
  waitForTicket,
} from '../support/fulfilment';
import { waitFor } from '../support/ports';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(120_000);

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** A Tamil visitor's self-service on a phone: the ticket e-mail's link, event details, calendar file and resend. */
describe('browser: self-service on the attendance page (Tamil link, calendar, resend)', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack('self-service-browser');
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const mailsTo = async (email: string) =>
    ((await (await fetch(`${stack.mailUrl}/messages`)).json()) as Mail[]).filter((mail) =>
      mail.to.some((to) => to.includes(email)),
    );

  it('opens the ticket link of a Tamil e-mail in Tamil, shows the venue, serves the .ics and resends the ticket', async () => {
    const visitor = await registerVisitor(stack, { fullName: 'Selvi Murugan', language: 'ta' });
    await waitForAttendanceRecord(stack, visitor.ref);
    // The payment event carries the registration's language, as the payment service copies it.
    await emitPaymentCompleted(stack, visitor, { language: 'ta' });
    await waitForTicket(stack, visitor.ref);
    const ticketMail = await waitFor(
      'the Tamil ticket e-mail',
      async () => (await mailsTo(visitor.email)).find((mail) => mail.subject.includes('டிக்கெட்')),
      60_000,
      500,
    );
    const link = /https?:\/\/\S+\/attendance\/\S+/.exec(ticketMail.text)?.[0];
    expect(link).toMatch(/\?lang=ta$/);

    const page = await phonePage(browser);
    // The e-mail's link, on this stack's address.
    await page.goto(`${stack.baseUrl}${new URL(link ?? '').pathname}${new URL(link ?? '').search}`);
    await waitForApp(page);
    await page.getByTestId('event-details').waitFor();
    expect(await page.getByTestId('event-details').textContent()).toContain('இடம்');
    const calendar = page.getByTestId('add-to-calendar');
    expect(await calendar.textContent()).toBe('நாட்காட்டியில் சேர்');
    const href = await calendar.getAttribute('href');
    expect(href).toBe('/api/event.ics?lang=ta');
    const ics = await fetch(`${stack.baseUrl}${href}`);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nDTSTART:\d{8}T\d{6}Z\r\n/);

    const before = (await mailsTo(visitor.email)).length;
    await page.getByRole('button', { name: 'என் டிக்கெட்டை மீண்டும் அனுப்பு' }).click();
    const outcome = page.getByTestId('resend-ticket-outcome');
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(/^உங்கள் டிக்கெட் v\*\*\*@example\.com/);
    await screenshot(page, 'self-service-attendance-ta');
    const resent = await waitFor(
      'the resent ticket e-mail',
      async () => {
        const mails = await mailsTo(visitor.email);
        return mails.length > before ? mails.at(-1) : undefined;
      },
      60_000,
      500,
    );
    expect(resent.text).toContain(`/attendance/${visitor.ref}?lang=ta`);
    await page.context().close();
  });
});
