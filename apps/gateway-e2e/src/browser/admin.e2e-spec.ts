import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { exportColumns, type DashboardResponse, type StaffRole } from '@eventdesk/contracts';
import { launchBrowser, screenshot } from '../support/browser';
import { registerVisitor, type Registered } from '../support/fulfilment';
import { waitFor } from '../support/ports';
import { createStaff, staffToken, type StaffLogin } from '../support/staff';
import { setBankDetails } from '../support/bank-details';
import { startStack, type Stack } from '../support/stack';

/** A small valid PNG receipt. */
const receiptPng = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(12_000, 7),
]);

const TAMIL_NAME = 'முருகன் தொழில்கள்';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","click")';

interface Mail {
  to: string[];
  subject: string;
}

const openToast = (page: Page) => page.locator('li[data-state="open"]');
/** A registration row's actions are in its Actions menu. */
async function rowAction(page: Page, fullName: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * The staff admin through the real system: every app as a process, the built web app in Debian chromium, staff
 * created with the real CLI. One journey per role, screenshots in artifacts/screenshots/admin-*.
 */
describe('staff admin in the browser (real processes)', () => {
  let stack: Stack;
  let browser: Browser;
  const staff = {} as Record<StaffRole, StaffLogin>;
  let adminToken: string;
  const registered: Registered[] = [];

  beforeAll(async () => {
    stack = await startStack('admin');
    await setBankDetails(stack);
    browser = await launchBrowser();
    for (const role of ['user', 'lead_manager', 'admin', 'super_admin'] as const) {
      staff[role] = await createStaff(stack, `e2e.${role.replace('_', '-')}`, role);
    }
    adminToken = await staffToken(stack, 'e2e.api-admin', 'admin');
    // 12 registrations: more than one page of 10, one Tamil name, one that looks like a spreadsheet formula.
    const names = [TAMIL_NAME, FORMULA_NAME, ...Array.from({ length: 10 }, (_, i) => `Visitor ${i + 1}`)];
    for (const [index, fullName] of names.entries()) {
      registered.push(await registerVisitor(stack, { fullName, package: index % 3 === 0 ? 'vip' : 'gold' }));
    }
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.baseUrl}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', ...init.headers },
    });

  async function newPage(viewport: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    return { context, page: await context.newPage() };
  }

  async function login(page: Page, who: StaffLogin): Promise<void> {
    await page.goto(`${stack.baseUrl}/admin/login`);
    await page.locator('#login-username').fill(who.username);
    await page.locator('#login-password').fill(who.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  const phone = { width: 360, height: 740 };
  const desktop = { width: 1280, height: 900 };

  it.each(['user', 'lead_manager'] as const)(
    'a %s lands on Meta Leads and is refused the registrations, in the browser and by the server',
    async (role) => {
      const { context, page } = await newPage(phone);
      await login(page, staff[role]);
      await page.waitForURL('**/admin/meta-leads');
      // The address changes before the screen renders: wait for the heading itself.
      await page
        .getByRole('heading', {
          level: 1,
          name: role === 'user' ? 'My Assigned Leads' : 'Meta Leads Management',
        })
        .waitFor();
      await screenshot(page, `admin-${role}-landing`);

      await page.goto(`${stack.baseUrl}/admin/registrations`);
      await page.getByText('You do not have access to this').waitFor();
      const token = await page.evaluate(() => localStorage.getItem('admin_token'));
      const refused = await fetch(`${stack.baseUrl}/api/admin/registrations`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status).toBe(403);
      await context.close();
    },
  );

  it('an admin sees dashboard figures that match the data, then searches, filters and pages', async () => {
    // Two payments recorded by staff (cash), with real amounts, before the admin looks.
    for (const registration of registered.slice(2, 4)) {
      const response = await api(`/admin/manual_update/payment/${registration.id}`, {
        method: 'POST',
        body: JSON.stringify({ checked: true, method: 'cash' }),
      });
      expect(response.status).toBe(200);
    }
    // payment.completed reaches the registration service through the event bus: wait until both are in.
    const expected = await waitFor(
      'both staff payments on the dashboard',
      async () => {
        const figures = (await (await api('/admin/dashboard')).json()) as DashboardResponse;
        return figures.byStatus.completed.total === 2 ? figures : undefined;
      },
      60_000,
      300,
    );
    expect(expected.totalRevenue).toBe(registered[2]!.amount + registered[3]!.amount);

    const { context, page } = await newPage(phone);
    await login(page, staff.admin);
    await page.waitForURL('**/admin/dashboard');
    await expect(page.getByTestId('status-completed').textContent()).resolves.toBe('2');
    await expect(page.getByTestId('status-pending').textContent()).resolves.toBe('10');
    await expect(
      page
        .getByText(`₹${expected.totalRevenue.toLocaleString('en-IN')}`)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'admin-dashboard-phone');

    await page.goto(`${stack.baseUrl}/admin/registrations`);
    await page.getByText('Showing 1 to 10 of 12 results').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 11 to 12 of 12 results').waitFor();
    await screenshot(page, 'admin-registrations-page-2-phone');

    await page.locator('#filter-search').fill(TAMIL_NAME.split(' ')[0]!);
    await page.getByText('Showing 1 to 1 of 1 results').waitFor();
    await expect(page.getByText(TAMIL_NAME).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'admin-registrations-tamil-search-phone');

    await page.locator('#filter-search').fill('');
    await page
      .getByRole('group', { name: 'Payment status' })
      .getByRole('button', { name: /completed/i })
      .click();
    await page.getByText('Showing 1 to 2 of 2 results').waitFor();
    expect(page.url()).toContain('paymentStatus=completed');
    await context.close();
  });

  it('an admin edits a registration and records a follow-up with its history', async () => {
    const target = registered[5]!;
    const { context, page } = await newPage(desktop);
    await login(page, staff.admin);
    await page.waitForURL('**/admin/dashboard');
    // By e-mail: the search must still find the row after the name changes.
    await page.goto(`${stack.baseUrl}/admin/registrations?search=${encodeURIComponent(target.email)}`);
    await page.getByText('Showing 1 to 1 of 1 results').waitFor();

    await rowAction(page, target.fullName, 'Edit');
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Full name').fill('Visitor Six Edited');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Visitor Six Edited').first().waitFor();

    await rowAction(page, 'Visitor Six Edited', 'Update follow-up');
    const followup = page.getByRole('dialog');
    // An unpaid registration is never offered "completed" (spec admin §4).
    const offered = await followup.locator('#followup-status option').allTextContents();
    expect(offered.join(' ')).not.toMatch(/completed/i);
    await followup.locator('#followup-status').selectOption('need_to_follow_up');
    await followup.locator('#followup-notes').fill('நாளை மீண்டும் அழைக்கவும்');
    await followup.getByRole('button', { name: 'Update' }).click();
    await openToast(page).getByText('Followup status updated successfully!').waitFor();

    await rowAction(page, 'Visitor Six Edited', 'Follow-up history');
    const history = page.getByRole('dialog');
    await history.getByText('நாளை மீண்டும் அழைக்கவும்').waitFor();
    await expect(history.getByText(`Updated by ${staff.admin.username}`).isVisible()).resolves.toBe(true);
    await screenshot(page, 'admin-followup-history');

    const { rows } = await stack.db.query<{
      full_name: string;
      followup_status: string;
      last_followup_by: string;
    }>(`select full_name, followup_status, last_followup_by from registration.registration where id = $1`, [
      target.id,
    ]);
    expect(rows[0]).toEqual({
      full_name: 'Visitor Six Edited',
      followup_status: 'need_to_follow_up',
      last_followup_by: staff.admin.username,
    });
    await context.close();
  });

  it('an admin confirms an uploaded receipt: the ticket and the e-mail with the QR follow', async () => {
    const payer = registered[6]!;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(receiptPng)], { type: 'image/png' }), 'gpay.png');
    form.append('transactionId', 'UTR9988776655443');
    const upload = await fetch(`${stack.baseUrl}/api/payments/${payer.ref}/proof`, {
      method: 'POST',
      body: form,
    });
    expect(upload.status).toBe(201);

    const { context, page } = await newPage(phone);
    await login(page, staff.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${stack.baseUrl}/admin/receipts`);
    const card = page.getByRole('article', { name: new RegExp(`^${payer.fullName} #`) });
    await card.waitFor();
    await screenshot(page, 'admin-receipts-phone');
    await card.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Amount received (₹)').inputValue()).resolves.toBe(String(payer.amount));
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await openToast(page).waitFor();

    const ticket = await waitFor(
      'the ticket of the confirmed payment',
      async () => {
        const response = await fetch(`${stack.baseUrl}/api/registrations/${payer.ref}/qrcode`);
        return response.status === 200 ? response : undefined;
      },
      60_000,
      500,
    );
    expect(ticket.status).toBe(200);
    const mail = await waitFor(
      'the ticket e-mail',
      async () => {
        const mails = (await (await fetch(`${stack.mailUrl}/messages`)).json()) as Mail[];
        return mails.find((m) => m.to.includes(payer.email) && /ticket|டிக்கெட்/i.test(m.subject));
      },
      60_000,
      500,
    );
    expect(mail.subject).toBeTruthy();
    await context.close();
  });

  it('an admin exports the current filter as .xlsx that opens with the formula-like name as text', async () => {
    const { context, page } = await newPage(desktop);
    await login(page, staff.admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${stack.baseUrl}/admin/registrations?paymentStatus=pending`);
    await page.getByText(/Showing 1 to \d+ of \d+ results/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^registrations-.*pending.*-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const file = await readFile((await download.path())!);
    await workbook.xlsx.load(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...exportColumns]);
    const { rows } = await stack.db.query<{ n: string }>(
      `select count(*) as n from registration.registration where payment_status = 'pending' and not deleted`,
    );
    expect(sheet.actualRowCount - 1).toBe(Number(rows[0]?.n));
    const names: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) {
        names.push(row.getCell(2).value);
      }
    });
    // Opened as text, never as a formula: a plain string cell with the leading quote that defuses it.
    const formula = names.find((value) => typeof value === 'string' && value.includes('HYPERLINK'));
    expect(formula).toBe(`'${FORMULA_NAME}`);
    expect(names).toContain(TAMIL_NAME);
    expect(names.every((value) => typeof value === 'string')).toBe(true);

    await page.goto(`${stack.baseUrl}/admin/registrations?search=nobody-matches-this`);
    await page.getByText('No registrations found.').waitFor();
    await page.getByRole('button', { name: 'Download Excel' }).click();
    await openToast(page).getByText('No data to download').waitFor();
    await context.close();
  });

  it('a super_admin deletes a registration, fixes follow-up statuses and reads the audit log', async () => {
    const doomed = registered[7]!;
    const { context, page } = await newPage(desktop);
    await login(page, staff.super_admin);
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${stack.baseUrl}/admin/registrations`);
    const total = async () =>
      Number(
        /of (\d+) results/.exec(
          (await page.getByText(/Showing \d+ to \d+ of \d+ results/).textContent()) ?? '',
        )?.[1],
      );
    await page.getByText(/Showing 1 to 10 of \d+ results/).waitFor();
    const before = await total();

    await page.goto(`${stack.baseUrl}/admin/registrations?search=${encodeURIComponent(doomed.fullName)}`);
    await page.getByText('Showing 1 to 1 of 1 results').waitFor();
    await rowAction(page, doomed.fullName, 'Delete');
    const confirm = page.getByRole('dialog');
    await confirm
      .getByText('Are you sure you want to delete this registration? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await openToast(page).getByText('Registration deleted successfully!').waitFor();
    await page.getByText('No registrations found.').waitFor();

    await page.goto(`${stack.baseUrl}/admin/registrations`);
    await page.getByText(`of ${before - 1} results`).waitFor();
    const { rows } = await stack.db.query<{ deleted: boolean; deleted_by: string }>(
      `select deleted, deleted_by from registration.registration where id = $1`,
      [doomed.id],
    );
    expect(rows[0]).toEqual({ deleted: true, deleted_by: staff.super_admin.username });

    // Two completed registrations (cash, above) and one confirmed receipt have no completed follow-up yet.
    await page.getByRole('button', { name: 'Fix Followup Status' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fix statuses' }).click();
    await openToast(page)
      .getByText(/3 registrations updated/)
      .waitFor();

    await page.goto(`${stack.baseUrl}/admin/audit`);
    await page.getByText('registration.delete').first().waitFor();
    await expect(page.getByText('followup.bulk-complete').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'admin-audit-log');
    await context.close();
  });

  it('refuses every admin route to a logged-out token', async () => {
    const token = await staffToken(stack, 'e2e.leaving', 'admin');
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${stack.baseUrl}/api/admin/dashboard`, { headers })).status).toBe(200);
    expect((await fetch(`${stack.baseUrl}/api/admin/logout`, { method: 'POST', headers })).status).toBe(204);
    expect((await fetch(`${stack.baseUrl}/api/admin/dashboard`, { headers })).status).toBe(401);
  });
});
