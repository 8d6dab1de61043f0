import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phonePage, screenshot } from '../support/browser';
import { writeQrVideo } from '../support/fake-camera';
import {
  emitPaymentCompleted,
  qrTokenOf,
  registerVisitor,
  waitForAttendanceRecord,
  waitForTicket,
  type Registered,
} from '../support/fulfilment';
import { startStack, type Stack } from '../support/stack';
import { staffToken } from '../support/staff';

jest.setTimeout(120_000);

describe('browser: /qr-scanner and /attendance/{ref}', () => {
  let stack: Stack;
  let browser: Browser;
  let token: string;
  const videoDir = mkdtempSync(join(tmpdir(), 'eventdesk-fake-camera-'));

  beforeAll(async () => {
    stack = await startStack('check-in-browser');
    browser = await launchBrowser();
    token = await staffToken(stack, 'door-browser', 'user');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    rmSync(videoDir, { recursive: true, force: true });
  });

  async function paid(
    fullName: string,
    overrides: Parameters<typeof emitPaymentCompleted>[2] = {},
  ): Promise<{ visitor: Registered; qrToken: string }> {
    const visitor = await registerVisitor(stack, { fullName });
    await waitForAttendanceRecord(stack, visitor.ref);
    await emitPaymentCompleted(stack, visitor, overrides);
    return { visitor, qrToken: await qrTokenOf((await waitForTicket(stack, visitor.ref)).qrCode) };
  }

  /** A phone page signed in the way the login page leaves it: the token in localStorage (admin_token). */
  async function staffPage(target: Browser = browser): Promise<Page> {
    const page = await phonePage(target);
    await page.addInitScript((value) => localStorage.setItem('admin_token', value), token);
    return page;
  }

  const statValue = (page: Page, key: string) => page.getByTestId(`stat-${key}`).textContent();

  it('says the admin token is missing without one, and links to the login', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.baseUrl}/qr-scanner`);
    await page.getByText('Admin token not found. Please login again.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to staff login' }).getAttribute('href')).toBe(
      '/admin/login',
    );
    await screenshot(page, 'check-in-scanner-no-token');
  });

  it('marks attendance from a typed token, then refuses the same ticket with Already Attended', async () => {
    const { qrToken } = await paid('Revathi Subramanian');
    const page = await staffPage();
    await page.goto(`${stack.baseUrl}/qr-scanner`);
    await page.getByText('Total Registered').waitFor();
    // Locators, not waitForFunction: a polled string predicate needs eval, which the CSP forbids.
    await page.getByTestId('stat-total').filter({ hasNotText: '–' }).waitFor();
    const attendedBefore = Number(await statValue(page, 'attended'));
    const mark = page.getByRole('button', { name: 'Mark Attendance' });
    expect(await mark.isDisabled()).toBe(true);
    await screenshot(page, 'check-in-scanner-ready');

    await page.getByLabel('QR token').fill(qrToken);
    await mark.click();
    await page.getByText('Success!', { exact: true }).waitFor();
    await page.getByText('Revathi Subramanian: Attendance marked successfully', { exact: true }).waitFor();
    expect(await page.getByLabel('QR token').inputValue()).toBe('');
    await page
      .getByTestId('stat-attended')
      .filter({ hasText: new RegExp(`^${attendedBefore + 1}$`) })
      .waitFor();
    await screenshot(page, 'check-in-scanner-success');

    await page.getByLabel('QR token').fill(qrToken);
    await mark.click();
    await page.getByText('Already Attended', { exact: true }).waitFor();
    await page
      .getByTestId('scan-result')
      .getByText(/this ticket was used on/)
      .waitFor();
    await screenshot(page, 'check-in-scanner-already-attended');

    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(360);
  });

  it('marks attendance from the camera (a fake video of the QR code)', async () => {
    const { qrToken } = await paid('Karthik Balan');
    const video = join(videoDir, 'qr.y4m');
    writeQrVideo(video, qrToken);
    const cameraBrowser = await launchBrowser([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const page = await staffPage(cameraBrowser);
      const wasm: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.wasm')) {
          wasm.push(request.url());
        }
      });
      await page.goto(`${stack.baseUrl}/qr-scanner`);
      await page.getByTestId('camera-toggle').click();
      await page
        .getByText('Karthik Balan: Attendance marked successfully', { exact: true })
        .waitFor({ timeout: 30_000 });
      await screenshot(page, 'check-in-scanner-camera');
      // The zxing wasm came from our own origin, not a CDN.
      expect(wasm.length).toBeGreaterThan(0);
      expect(wasm.every((url) => url.startsWith(stack.baseUrl))).toBe(true);
      await page.getByTestId('camera-toggle').click();
    } finally {
      await cameraBrowser.close();
    }
  });

  describe('/attendance/{ref}', () => {
    const open = async (ref: string) => {
      const page = await phonePage(browser);
      await page.goto(`${stack.baseUrl}/attendance/${ref}`);
      return page;
    };
    const statusOf = async (page: Page) => {
      const card = page.getByTestId('attendance-status');
      await card.waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
        throw new Error(`${String(error)}\npage: ${await page.locator('main').textContent()}`);
      });
      return { status: await card.getAttribute('data-status'), text: await card.textContent() };
    };

    it('shows Payment Pending in red with Contact Admin before the payment', async () => {
      const visitor = await registerVisitor(stack, { fullName: 'Anand Krishnan' });
      await waitForAttendanceRecord(stack, visitor.ref);
      const page = await open(visitor.ref);
      expect(await statusOf(page)).toMatchObject({ status: 'payment_pending' });
      expect((await statusOf(page)).text).toContain('Payment Pending');
      await page.getByTestId('contact-admin').waitFor();
      await screenshot(page, 'attendance-payment-pending');
    });

    it('shows Attendance Confirmed, and QR Already Used after a scan, without ever marking it', async () => {
      const { visitor, qrToken } = await paid('Nithya Shankar');
      const page = await open(visitor.ref);
      expect((await statusOf(page)).text).toContain('Attendance Confirmed');
      await page.getByText(visitor.email).waitFor();
      await screenshot(page, 'attendance-confirmed');
      // Looking again and again never checks anyone in.
      await page.reload();
      expect((await statusOf(page)).status).toBe('confirmed');

      const scan = await fetch(`${stack.baseUrl}/api/attendance/scan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ qrToken }),
      });
      expect(scan.status).toBe(200);
      await page.reload();
      expect((await statusOf(page)).text).toContain('QR Already Used');
      await page.getByText('Attended at').waitFor();
      await screenshot(page, 'attendance-already-used');

      await page.getByTestId('language-switch').click();
      await page.locator('html[lang="ta"]').waitFor({ state: 'attached' });
      expect((await statusOf(page)).text).toContain('QR ஏற்கனவே பயன்படுத்தப்பட்டது');
      await screenshot(page, 'attendance-already-used-ta');
    });

    it('shows Welcome Privilege Guest in blue for a complimentary ticket', async () => {
      const { visitor } = await paid('Guest Speaker', { method: 'complimentary', amount: 0 });
      const page = await open(visitor.ref);
      expect(await statusOf(page)).toMatchObject({ status: 'privilege_guest' });
      expect((await statusOf(page)).text).toContain('Welcome Privilege Guest');
      await screenshot(page, 'attendance-privilege-guest');
    });

    it('says No attendance data found for an unknown reference', async () => {
      const page = await open('A'.repeat(22));
      await page.getByText('No attendance data found').waitFor();
      await screenshot(page, 'attendance-not-found');
    });
  });
});
