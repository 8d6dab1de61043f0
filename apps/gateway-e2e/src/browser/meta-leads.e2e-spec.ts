import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  LEAD_EXPORT_COLUMNS,
  LEAD_FILE_UNREADABLE,
  LEADS_TIME_ZONE,
  type AuditPage,
  type LeadCallersResponse,
} from '@eventdesk/contracts';
import { launchBrowser, screenshot, sidewaysScrolling } from '../support/browser';
import { META_TEST_LEAD, metaLeadTable, utf16TsvOf, xlsxOf, type MetaLeadRow } from '../support/lead-files';
import {
  addGraphLead,
  leadgenNotification,
  postMetaWebhook,
  verifyMetaWebhook,
} from '../support/meta-webhook';
import { waitFor } from '../support/ports';
import { createStaff, loginInBrowser, loginToken, staffToken, type StaffLogin } from '../support/staff';
import { startStack, type Stack } from '../support/stack';

const TAMIL_NAME = 'கார்த்திக் ராஜா';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","click")';
const XLSX_NAME = 'expo-leads-june.xlsx';
const TSV_NAME = 'meta-leads-download.tsv';
const STALL_QUESTION = 'which_stall_size_do_you_need?';

// Row 1 is the header: six leads (rows 2-7), an invalid phone (row 8) and Meta's test lead (row 9).
const xlsxLeads: MetaLeadRow[] = [
  ['Anbu Selvan', '9876510001'],
  [TAMIL_NAME, '9876510002'],
  ['Kavya Raman', '9876510003'],
  ['Dinesh Kumar', '9876510004'],
  ['Priya Sundar', '9876510005'],
  ['Rahul Menon', '9876510006'],
  ['Bad Number', '12345'],
  [META_TEST_LEAD.fullName, META_TEST_LEAD.phone, META_TEST_LEAD.email],
].map(([fullName, phone, email], index) => ({
  id: `120000000000000${index + 1}`,
  fullName: fullName!,
  phone: phone!,
  email: email ?? `lead${index + 1}@example.com`,
  answers: { 'what_is_your_current_business_status?': 'Running a shop', [STALL_QUESTION]: '3x3 m' },
}));
// Meta's own download: the last row's phone was imported from the .xlsx already (row 4: a duplicate).
const tsvLeads: MetaLeadRow[] = [
  { id: '1200000000000101', fullName: FORMULA_NAME, phone: '+919876520001', platform: 'fb' },
  { id: '1200000000000102', fullName: 'Senthil Nathan', phone: '+919876520002' },
  { id: '1200000000000103', fullName: 'Anbu Again', phone: '+919876510001' },
];

const openToast = (page: Page) => page.locator('li[data-state="open"]');
const kolkataToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: LEADS_TIME_ZONE }).format(new Date());

interface StoredLead {
  id: number;
  full_name: string;
  phone_e164: string;
  caller: string | null;
}

/**
 * The sales-lead CRM through the real system: every app a process, the built web app in Debian chromium, staff made
 * with the real CLI, Meta's Graph API a stand-in. Screenshots in artifacts/screenshots/meta-leads-*.
 */
describe('Meta leads in the browser (real processes)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: StaffLogin;
  let manager: StaffLogin;
  const callers: StaffLogin[] = [];
  let superAdminToken: string;
  /** The lead caller A works on the phone (journey 3): undo must keep it. */
  let worked: StoredLead;

  beforeAll(async () => {
    stack = await startStack('leads');
    browser = await launchBrowser();
    admin = await createStaff(stack, 'e2e.admin', 'admin');
    manager = await createStaff(stack, 'e2e.manager', 'lead_manager');
    callers.push(
      await createStaff(stack, 'e2e.caller-a', 'user'),
      await createStaff(stack, 'e2e.caller-b', 'user'),
    );
    superAdminToken = await staffToken(stack, 'e2e.super', 'super_admin');
    // Staff users reach leads-service as events: round robin needs both callers known before the first upload.
    await waitFor(
      'both callers known to leads-service',
      async () => {
        const response = await api('/admin/meta-leads/callers', superAdminToken);
        const { callers: known } = (await response.json()) as LeadCallersResponse;
        return callers.every((caller) => known.some((c) => c.username === caller.username && c.active));
      },
      30_000,
      300,
    );
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${stack.baseUrl}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await stack.db.query<{ n: string }>(sql, params)).rows[0]?.n);
  const leadsOf = async (caller: string, fileName?: string) =>
    (
      await stack.db.query<StoredLead>(
        `select m.id, m.full_name, m.phone_e164, m.caller from leads.meta_lead m
           left join leads.import_batch b on b.id = m.import_id
          where m.caller = $1 and ($2::text is null or b.file_name = $2) order by m.id`,
        [caller, fileName ?? null],
      )
    ).rows;

  async function newPage(viewport: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    return { context, page: await context.newPage() };
  }

  async function openLeads(page: Page, who: StaffLogin, heading: string): Promise<void> {
    await loginInBrowser(page, stack, who);
    await page.waitForURL(/\/admin\/(dashboard|meta-leads)$/);
    await page.goto(`${stack.baseUrl}/admin/meta-leads`);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  }

  const phone = { width: 360, height: 740 };
  const desktop = { width: 1366, height: 768 };
  const showing = (total: number) => new RegExp(`Showing \\d+ to \\d+ of ${total} results`);

  it('an admin uploads an .xlsx and a UTF-16 Meta download, reads the summaries and sees the leads', async () => {
    const { context, page } = await newPage(desktop);
    await openLeads(page, admin, 'Meta Leads Management');
    await page.getByText('No leads found. Upload an Excel file to get started.').waitFor();

    await page.locator('#lead-upload-file').setInputFiles({
      name: XLSX_NAME,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsxOf(metaLeadTable(xlsxLeads, { prefixed: false })),
    });
    await expect(page.locator('#lead-upload-assign').inputValue()).resolves.toBe('');
    await page.getByTestId('lead-upload-submit').click();
    await openToast(page).getByText('Upload successful! 6 leads imported, 1 errors.').waitFor();
    const result = page.getByTestId('lead-import-result');
    const counts = async () =>
      Promise.all(
        ['imported', 'errors', 'duplicates', 'skipped'].map((key) =>
          result.getByTestId(`lead-import-count-${key}`).textContent(),
        ),
      );
    await expect(counts()).resolves.toEqual(['6', '1', '0', '1']);
    await expect(result.getByTestId('lead-import-errors').textContent()).resolves.toBe(
      "Row 8: invalid phone number '12345'",
    );
    await expect(result.getByTestId('lead-import-skipped').textContent()).resolves.toBe(
      'Row 9: Meta test lead',
    );
    await expect(result.getByText(/Assigned round robin: .*e2e\.caller-a \(3\)/).isVisible()).resolves.toBe(
      true,
    );
    await page.getByText(showing(6)).waitFor();
    await page.getByRole('cell', { name: TAMIL_NAME, exact: true }).waitFor();
    expect(await count(`select count(*) as n from leads.meta_lead where caller = $1`, ['e2e.caller-b'])).toBe(
      3,
    );

    // At 1366×768 the table fits beside the menu: nothing scrolls sideways.
    await expect(sidewaysScrolling(page)).resolves.toEqual([]);

    await page.locator('#lead-upload-file').setInputFiles({
      name: TSV_NAME,
      mimeType: 'text/tab-separated-values',
      buffer: utf16TsvOf(metaLeadTable(tsvLeads, { prefixed: true })),
    });
    await page.getByTestId('lead-upload-submit').click();
    await openToast(page).getByText('Upload successful! 2 leads imported, 0 errors.').waitFor();
    await result.getByText(TSV_NAME).waitFor();
    await expect(counts()).resolves.toEqual(['2', '0', '1', '0']);
    await expect(result.getByTestId('lead-import-duplicates').textContent()).resolves.toMatch(/^Row 4: /);
    await page.getByText(showing(8)).waitFor();
    await page.getByRole('cell', { name: 'Senthil Nathan', exact: true }).waitFor();
    const { rows } = await stack.db.query<{ meta_lead_id: string; phone_e164: string; platform: string }>(
      `select meta_lead_id, phone_e164, platform from leads.meta_lead where full_name = $1`,
      [FORMULA_NAME],
    );
    // Meta's prefixes are gone: `l:` from the id, `p:` from the phone.
    expect(rows).toEqual([{ meta_lead_id: '1200000000000101', phone_e164: '+919876520001', platform: 'fb' }]);
    await expect(sidewaysScrolling(page)).resolves.toEqual([]);
    await screenshot(page, 'meta-leads-admin-upload-desktop');
    await context.close();
  });

  it('the upload card refuses a renamed PDF with the server’s reason, and no file at all', async () => {
    const { context, page } = await newPage(desktop);
    await openLeads(page, admin, 'Meta Leads Management');
    await page.getByTestId('lead-upload-submit').click();
    await page.getByRole('alert').getByText('Please select an Excel file first').waitFor();

    await page.locator('#lead-upload-file').setInputFiles({
      name: 'leads.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
    });
    await page.getByTestId('lead-upload-submit').click();
    await openToast(page).getByText(`Upload failed: ${LEAD_FILE_UNREADABLE}`).waitFor();
    expect(await count(`select count(*) as n from leads.import_batch`)).toBe(2);
    await screenshot(page, 'meta-leads-admin-upload-refused-desktop');
    await context.close();
  });

  it('a caller on a phone works a lead: call links, a follow-up today, found under due, its history', async () => {
    const [caller] = callers;
    const own = await leadsOf(caller!.username);
    worked = (await leadsOf(caller!.username, XLSX_NAME))[0]!;
    const { context, page } = await newPage(phone);
    await loginInBrowser(page, stack, caller!);
    await page.waitForURL('**/admin/meta-leads');
    await page.getByRole('heading', { level: 1, name: 'My Assigned Leads', exact: true }).waitFor();
    await page.getByText(showing(own.length)).waitFor();
    await expect(page.locator('tbody > tr').count()).resolves.toBe(own.length);
    await expect(page.getByRole('heading', { name: 'Upload leads' }).count()).resolves.toBe(0);
    await expect(page.locator('#lead-caller-filter').count()).resolves.toBe(0);

    const card = page.getByTestId(`lead-${worked.id}`);
    const name = worked.full_name;
    await expect(card.getByRole('link', { name: `Call ${name}` }).getAttribute('href')).resolves.toBe(
      `tel:${worked.phone_e164}`,
    );
    await expect(card.getByRole('link', { name: `WhatsApp ${name}` }).getAttribute('href')).resolves.toBe(
      `https://wa.me/${worked.phone_e164.slice(1)}`,
    );
    expect(worked.phone_e164).toMatch(/^\+91\d{10}$/);
    await expect(sidewaysScrolling(page)).resolves.toEqual([]);
    // The login toast would cover the first card in the picture.
    await openToast(page).getByRole('button', { name: 'Close' }).click();
    await openToast(page).waitFor({ state: 'detached' });
    await screenshot(page, 'meta-leads-caller-home-phone');

    // A first call: interested, with a note longer than the history's 20-character preview.
    await card.getByRole('button', { name: `Update ${name}` }).click();
    let dialog = page.getByRole('dialog');
    await expect(dialog.locator('#lead-status').inputValue()).resolves.toBe('pending');
    await dialog.getByText('3x3 m').waitFor();
    await dialog.locator('#lead-status').selectOption('interested');
    await dialog.locator('#lead-notes').fill('Wants the brochure and the stall prices');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await openToast(page).getByText('Lead status updated successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The second: a follow-up today (Asia/Kolkata); the dialog starts from the current status.
    await card.getByRole('button', { name: `Update ${name}` }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.locator('#lead-status').inputValue()).resolves.toBe('interested');
    await dialog.locator('#lead-status').selectOption('followup');
    await dialog.locator('#lead-followup-date').fill(kolkataToday());
    await dialog.locator('#lead-notes').fill('நாளை காலை அழைக்கவும்');
    await expect(sidewaysScrolling(page)).resolves.toEqual([]);
    await screenshot(page, 'meta-leads-caller-update-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The card shows the mark beside the name; the table's copy (from 1340 px) stays hidden.
    await card.getByText('Due today').filter({ visible: true }).waitFor();
    const { rows } = await stack.db.query<{
      current_status: string;
      followup_date: string;
      last_updated_by: string;
    }>(
      `select current_status, to_char(followup_date, 'YYYY-MM-DD') as followup_date, last_updated_by
         from leads.meta_lead where id = $1`,
      [worked.id],
    );
    expect(rows[0]).toEqual({
      current_status: 'followup',
      followup_date: kolkataToday(),
      last_updated_by: caller!.username,
    });

    await page.locator('#lead-status-filter').selectOption('due');
    await page.getByText(showing(1)).waitFor();
    await card.getByText('Due today').filter({ visible: true }).waitFor();
    expect(page.url()).toContain('status=due');
    await screenshot(page, 'meta-leads-caller-due-phone');

    await card.getByRole('button', { name: `History of ${name}` }).click();
    const history = page.getByRole('dialog');
    const entries = history.getByTestId('lead-history-entry');
    await entries.nth(1).waitFor();
    await expect(entries.count()).resolves.toBe(2);
    await expect(entries.nth(0).textContent()).resolves.toMatch(/^Follow-up\s*Current/);
    await expect(entries.nth(1).textContent()).resolves.toMatch(/^Interested/);
    await expect(entries.nth(1).getByText('Current', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'meta-leads-caller-history-phone', { fullPage: false });
    // Notes are cut at 20 characters until opened.
    await expect(entries.nth(1).getByTestId('lead-history-note').textContent()).resolves.toBe(
      'Wants the brochure a…',
    );
    await entries.nth(1).getByRole('button', { name: 'more' }).click();
    await entries.nth(1).getByText('Wants the brochure and the stall prices').waitFor();
    await expect(sidewaysScrolling(page)).resolves.toEqual([]);
    await context.close();
  });

  it('a caller cannot read or change another caller’s lead', async () => {
    const token = await loginToken(stack, callers[0]!);
    const [others] = await leadsOf(callers[1]!.username);
    expect((await api(`/admin/meta-leads/${worked.id}/history`, token)).status).toBe(200);
    expect((await api(`/admin/meta-leads/${others!.id}/history`, token)).status).toBe(404);
    const patch = await api(`/admin/meta-leads/${others!.id}/status`, token, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'interested', notes: 'not mine' }),
    });
    expect(patch.status).toBe(404);
    expect(
      await count(`select count(*) as n from leads.lead_status_history where lead_id = $1`, [others!.id]),
    ).toBe(0);
  });

  it('a lead manager filters by caller and reassigns two leads; the audit log records it', async () => {
    const [to, from] = callers;
    const before = await leadsOf(from!.username);
    const moved = before.filter((lead) => !lead.full_name.startsWith('=')).slice(0, 2);
    expect(moved).toHaveLength(2);
    const { context, page } = await newPage(desktop);
    await openLeads(page, manager, 'Meta Leads Management');
    await page.locator('#lead-caller-filter').selectOption(from!.username);
    await page.getByText(showing(before.length)).waitFor();
    for (const lead of moved) {
      await page.getByRole('checkbox', { name: `Select ${lead.full_name}`, exact: true }).check();
    }
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Reassign selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('2 leads selected').waitFor();
    await dialog.locator('#lead-reassign-caller').selectOption(to!.username);
    await screenshot(page, 'meta-leads-manager-reassign-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Reassign', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(showing(before.length - 2)).waitFor();
    await expect(sidewaysScrolling(page)).resolves.toEqual([]);

    const { rows } = await stack.db.query<{ caller: string }>(
      `select caller from leads.meta_lead where id = any($1::int[])`,
      [moved.map((lead) => lead.id)],
    );
    expect(rows.map((row) => row.caller)).toEqual([to!.username, to!.username]);
    const audit = (await (
      await api('/admin/audit-log?targetType=lead', superAdminToken)
    ).json()) as AuditPage;
    const entry = audit.entries.find((e) => e.action === 'lead.reassign');
    expect(entry).toMatchObject({
      source: 'leads',
      actor: manager.username,
      after: { caller: to!.username, count: 2, leadIds: moved.map((lead) => lead.id) },
    });
    await context.close();
  });

  it('an admin undoes the .xlsx import: the worked lead stays, the others go', async () => {
    const importId = await count(`select id as n from leads.import_batch where file_name = $1`, [XLSX_NAME]);
    const total = await count(`select count(*) as n from leads.meta_lead where import_id = $1`, [importId]);
    const kept = await count(
      `select count(*) as n from leads.meta_lead m where import_id = $1 and (worked_at is not null
         or current_status <> 'pending' or exists (select 1 from leads.lead_status_history h where h.lead_id = m.id))`,
      [importId],
    );
    expect([total, kept]).toEqual([6, 1]);
    const { context, page } = await newPage(desktop);
    await openLeads(page, admin, 'Meta Leads Management');
    await page.getByRole('button', { name: `Undo: ${XLSX_NAME}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo import' }).click();
    const message = 'Removed 5 leads; kept 1 that callers have already worked on.';
    await openToast(page).getByText(message).waitFor();
    // Left: the worked lead and the two of Meta's download.
    await page.getByText(showing(3)).waitFor();
    await screenshot(page, 'meta-leads-admin-undo-desktop');

    const { rows } = await stack.db.query<{ id: number }>(
      `select id from leads.meta_lead where import_id = $1`,
      [importId],
    );
    expect(rows.map((row) => row.id)).toEqual([worked.id]);
    expect(await count(`select count(*) as n from leads.meta_lead`)).toBe(3);
    await expect(
      count(`select count(*) as n from leads.import_batch where id = $1 and undone_by = $2`, [
        importId,
        admin.username,
      ]),
    ).resolves.toBe(1);
    await context.close();
  });

  it('takes a live lead from Meta’s signed webhook once, and refuses a forged one', async () => {
    const leadgenId = await addGraphLead(stack, {
      platform: 'ig',
      ad_name: 'Expo 2025 · Coimbatore',
      field_data: [
        { name: 'full_name', values: ['Webhook Lakshmi'] },
        { name: 'phone_number', values: ['+919876530001'] },
        { name: 'email', values: ['lakshmi@example.com'] },
        { name: 'city', values: ['Tiruppur'] },
      ],
    });
    const first = await postMetaWebhook(stack, leadgenNotification(leadgenId));
    expect(first.status).toBe(200);
    await expect(first.json()).resolves.toEqual({ stored: 1, duplicates: 0 });
    const stored = await waitFor(
      'the webhook lead in leads.meta_lead',
      async () =>
        (
          await stack.db.query<{ full_name: string; phone_e164: string; caller: string | null }>(
            `select full_name, phone_e164, caller from leads.meta_lead where meta_lead_id = $1 and source = 'webhook'`,
            [leadgenId],
          )
        ).rows[0],
      30_000,
      200,
    );
    expect(stored).toMatchObject({ full_name: 'Webhook Lakshmi', phone_e164: '+919876530001' });
    expect(callers.map((caller) => caller.username)).toContain(stored.caller);
    const leads = await count(`select count(*) as n from leads.meta_lead`);
    const notifications = await count(`select count(*) as n from leads.webhook_notification`);

    const again = await postMetaWebhook(stack, leadgenNotification(leadgenId));
    expect(again.status).toBe(200);
    await expect(again.json()).resolves.toEqual({ stored: 0, duplicates: 1 });
    const forged = await postMetaWebhook(
      stack,
      leadgenNotification('1200000000009999'),
      'not-the-app-secret',
    );
    expect(forged.status).toBe(401);
    expect(await count(`select count(*) as n from leads.webhook_notification`)).toBe(notifications);
    // The redelivery was answered as a duplicate; give any fetch it might still have started time to show.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await count(`select count(*) as n from leads.meta_lead`)).toBe(leads);

    const verified = await verifyMetaWebhook(stack, stack.metaVerifyToken, '1158201444');
    expect(verified.status).toBe(200);
    await expect(verified.text()).resolves.toBe('1158201444');
    expect((await verifyMetaWebhook(stack, 'a-guess', '1158201444')).status).toBe(403);
  });

  it('a lead manager exports .xlsx: the contract’s columns, every lead, the formula-like name as text', async () => {
    const { context, page } = await newPage(desktop);
    await openLeads(page, manager, 'Meta Leads Management');
    await page.getByText(/Showing 1 to \d+ of \d+ results/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const file = await readFile((await download.path())!);
    await workbook.xlsx.load(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...LEAD_EXPORT_COLUMNS]);
    expect(sheet.actualRowCount - 1).toBe(await count(`select count(*) as n from leads.meta_lead`));
    const names: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) {
        names.push(row.getCell(LEAD_EXPORT_COLUMNS.indexOf('Name') + 1).value);
      }
    });
    expect(names).toContain(`'${FORMULA_NAME}`);
    expect(names).toContain('Webhook Lakshmi');
    expect(names.every((value) => typeof value === 'string')).toBe(true);
    await screenshot(page, 'meta-leads-manager-desktop');
    await context.close();
  });
});
