import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { PITCH_DOCUMENT_MAX_BYTES, validationMessages } from '@eventdesk/contracts';
import { launchBrowser, phonePage, screenshot, waitForApp } from '../support/browser';
import { waitFor } from '../support/ports';
import { startStack, type Stack } from '../support/stack';

const ROOT = resolve(__dirname, '../../../..');
const en = validationMessages.en;
const ta = validationMessages.ta;

interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The form's required fields and the message each shows when left empty. */
const requiredFields: Record<string, string> = {
  startupName: 'validation.pitch.startupName.min',
  founderName: 'validation.pitch.founderName.min',
  email: 'validation.pitch.email.invalid',
  phone: 'validation.phone.min',
  businessCategory: 'validation.pitch.businessCategory.required',
  startupAge: 'validation.pitch.startupAge.required',
  totalFounders: 'validation.pitch.totalFounders.required',
  hasCustomers: 'validation.pitch.hasCustomers.required',
  turnover: 'validation.pitch.turnover.required',
  fundingAmount: 'validation.pitch.fundingAmount.required',
  pitchDescription: 'validation.pitch.pitchDescription.min',
  problemSolving: 'validation.pitch.problemSolving.min',
  targetMarket: 'validation.pitch.targetMarket.min',
};

const goodPdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'),
  randomBytes(20_000),
  Buffer.from('\n%%EOF\n', 'latin1'),
]);
const renamedExe = Buffer.concat([
  Buffer.from('MZ\x90\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode'),
  randomBytes(5000),
]);

async function mails(stack: Stack): Promise<Mail[]> {
  return (await (await fetch(`${stack.mailUrl}/messages`)).json()) as Mail[];
}

async function count(stack: Stack, table: string): Promise<number> {
  const { rows } = await stack.db.query<{ n: string }>(`select count(*) as n from registration.${table}`);
  return Number(rows[0]?.n);
}

const field = (page: Page, name: string) => page.locator(`#pitch-${name}`);
const errorOf = (page: Page, name: string) => page.locator(`#pitch-${name}-error`);
const openToast = (page: Page) => page.locator('li[data-state="open"]');

async function fillValid(
  page: Page,
  values: { startup: string; founder: string; email: string; category: string },
) {
  await field(page, 'startupName').fill(values.startup);
  await field(page, 'founderName').fill(values.founder);
  await field(page, 'email').fill(values.email);
  await field(page, 'phone').fill('+91 98430 12345');
  await field(page, 'businessCategory').selectOption(values.category);
  await field(page, 'startupAge').selectOption('1-2');
  await field(page, 'totalFounders').selectOption('2');
  await field(page, 'hasCustomers').selectOption('pilot');
  await field(page, 'turnover').selectOption('1L-5L');
  await field(page, 'fundingAmount').fill('50 lakhs');
  await field(page, 'pitchDescription').fill(
    'Soil sensors and a Tamil voice assistant that tell small farmers when and how much to irrigate, saving water.',
  );
  await field(page, 'problemSolving').fill('Farmers over-irrigate because soil moisture is hard to measure.');
  await field(page, 'targetMarket').fill('Small farmers in Tamil Nadu and Karnataka.');
}

const submitButton = (page: Page) => page.locator('form button[type="submit"]');

describe('browser: pitch application and staff review', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack('pitch');
    browser = await launchBrowser();
    page = await phonePage(browser);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('EN: shows every validation message, keeps the team to 3 and counts the characters', async () => {
    await page.goto(`${stack.baseUrl}/pitch-to-the-right-person`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Pitch to the right person' }).waitFor();
    for (const section of [
      'Basic Information',
      'Startup Details',
      'Team Information',
      'Business Information',
      'Pitch Details',
    ]) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    expect(await page.title()).toMatch(/Pitch to the right person/);
    await screenshot(page, 'pitch-form-en');

    await submitButton(page).click();
    for (const [name, key] of Object.entries(requiredFields)) {
      expect([name, await errorOf(page, name).textContent()]).toEqual([name, en[key]]);
    }
    expect(await errorOf(page, 'email').textContent()).toBe('Valid email is required');
    await screenshot(page, 'pitch-errors-en');

    // Live counts against the 100/50/30 minimums.
    await field(page, 'pitchDescription').fill('A'.repeat(42));
    expect(await page.getByTestId('pitch-pitchDescription-count').textContent()).toBe(
      '42 / 100 characters minimum',
    );
    await field(page, 'pitchDescription').fill('A'.repeat(100));
    expect(await page.getByTestId('pitch-pitchDescription-count').textContent()).toBe('100 characters');
    expect(await errorOf(page, 'pitchDescription').count()).toBe(0);
    await field(page, 'targetMarket').fill('short market');
    expect(await errorOf(page, 'targetMarket').textContent()).toBe(en['validation.pitch.targetMarket.min']);

    const add = page.getByRole('button', { name: 'Add Team Member' });
    for (let i = 0; i < 3; i += 1) {
      await add.click();
    }
    expect(await page.getByTestId('team-member').count()).toBe(3);
    expect(await add.isDisabled()).toBe(true);
    expect(await page.locator('#pitch-team-max').textContent()).toBe('Maximum 3 team members allowed');
    await submitButton(page).click();
    expect(await errorOf(page, 'teamMembers-0-name').textContent()).toBe(en['validation.name.min']);
    expect(await errorOf(page, 'teamMembers-0-role').textContent()).toBe(
      en['validation.pitch.teamMember.role.min'],
    );
    expect(await errorOf(page, 'teamMembers-0-experience').textContent()).toBe(
      en['validation.pitch.teamMember.experience.required'],
    );
    await screenshot(page, 'pitch-team-limit-en');

    await page.getByRole('button', { name: 'Remove team member 3' }).click();
    await page.getByRole('button', { name: 'Remove team member 2' }).click();
    expect(await add.isDisabled()).toBe(false);
    expect(await page.locator('#pitch-team-max').count()).toBe(0);
    expect(await count(stack, 'pitch_application')).toBe(0);
  });

  it('EN: refuses a renamed executable (deck.pdf) with the server message and stores nothing', async () => {
    await fillValid(page, {
      startup: 'Kovai Agro Labs',
      founder: 'Priya Raman',
      email: 'priya@example.com',
      category: 'AgriTech',
    });
    await field(page, 'teamMembers-0-name').fill('Arun Kumar');
    await field(page, 'teamMembers-0-role').fill('CTO');
    await field(page, 'teamMembers-0-experience').fill('8 years in embedded systems');
    await field(page, 'pitchFile').setInputFiles({
      name: 'deck.pdf',
      mimeType: 'application/pdf',
      buffer: renamedExe,
    });
    expect(await page.getByTestId('pitch-file-selected').textContent()).toMatch(/deck\.pdf/);
    await submitButton(page).click();

    await openToast(page).getByText('Error', { exact: true }).waitFor();
    expect(await openToast(page).textContent()).toContain(en['validation.pitch.file.type']);
    expect(await errorOf(page, 'pitchFile').textContent()).toBe(en['validation.pitch.file.type']);
    await screenshot(page, 'pitch-wrong-file-en');
    for (const table of ['pitch_application', 'pitch_document', 'file_chunk']) {
      expect([table, await count(stack, table)]).toEqual([table, 0]);
    }
  });

  it('EN: submits with a PDF ("Submitting..."), says so, resets the form and e-mails an acknowledgement', async () => {
    await field(page, 'pitchFile').setInputFiles({
      name: 'deck.pdf',
      mimeType: 'application/pdf',
      buffer: goodPdf,
    });
    // Held for a moment on its way, so the busy state can be seen; the request itself is untouched.
    await page.route('**/api/pitch-applications', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await submitButton(page).click();
    await page.locator('form button[type="submit"]:disabled', { hasText: 'Submitting...' }).waitFor();

    await page.getByTestId('pitch-success').waitFor();
    await page.unroute('**/api/pitch-applications');
    expect(await page.getByTestId('pitch-success').textContent()).toContain(
      'Application Submitted Successfully!',
    );
    expect(await openToast(page).textContent()).toContain('Application Submitted Successfully!');
    expect(await field(page, 'startupName').inputValue()).toBe('');
    expect(await field(page, 'businessCategory').inputValue()).toBe('');
    expect(await page.getByTestId('team-member').count()).toBe(0);
    expect(await page.getByTestId('pitch-file-selected').count()).toBe(0);
    expect(await submitButton(page).textContent()).toBe('Submit Pitch Application');
    await screenshot(page, 'pitch-success-en');

    const { rows } = await stack.db.query(
      `select a.status, a.language, a.team_members, d.file_name, d.mime_type, d.size, d.bytes
       from registration.pitch_application a join registration.pitch_document d on d.application_id = a.id`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      language: 'en',
      team_members: [{ name: 'Arun Kumar', role: 'CTO', experience: '8 years in embedded systems' }],
      file_name: 'deck.pdf',
      mime_type: 'application/pdf',
      size: goodPdf.length,
    });
    expect(Buffer.compare(rows[0].bytes as Buffer, goodPdf)).toBe(0);

    const ack = await waitFor('acknowledgement e-mail', async () =>
      (await mails(stack)).find((mail) => mail.to.includes('priya@example.com')),
    );
    expect(ack.subject).toBe('Pitch application received: Kovai Agro Labs');
    expect(ack.text).toContain('Dear Priya Raman,');
  });

  it('TA: messages in Tamil, the 10MB check in the browser, and a Tamil submission and e-mail', async () => {
    await page.getByTestId('language-switch').click();
    await page.locator('html[lang="ta"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 2, name: 'அடிப்படைத் தகவல்' }).waitFor();
    await screenshot(page, 'pitch-form-ta');

    await submitButton(page).click();
    for (const [name, key] of Object.entries(requiredFields)) {
      expect([name, await errorOf(page, name).textContent()]).toEqual([name, ta[key]]);
    }
    const add = page.getByRole('button', { name: 'குழு உறுப்பினரைச் சேர்க்கவும்' });
    for (let i = 0; i < 3; i += 1) {
      await add.click();
    }
    expect(await add.isDisabled()).toBe(true);
    expect(await page.locator('#pitch-team-max').textContent()).toBe(ta['validation.pitch.teamMembers.max']);
    await screenshot(page, 'pitch-errors-ta');
    for (let i = 3; i >= 1; i -= 1) {
      await page.getByRole('button', { name: `குழு உறுப்பினர் ${i}-ஐ நீக்கவும்` }).click();
    }

    // Over 10MB: refused in the browser before anything is sent.
    await field(page, 'pitchFile').setInputFiles({
      name: 'big-deck.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(PITCH_DOCUMENT_MAX_BYTES + 1, 0x25),
    });
    await openToast(page).getByText(ta['validation.pitch.file.tooLarge']).waitFor();
    expect(await openToast(page).textContent()).toContain(ta['validation.pitch.file.tooLargeHint']);
    expect(await page.getByTestId('pitch-file-selected').count()).toBe(0);
    await screenshot(page, 'pitch-file-too-large-ta');

    await fillValid(page, {
      startup: 'Madurai EdLabs',
      founder: 'கவியா சுந்தரம்',
      email: 'kavya@example.com',
      category: 'EdTech',
    });
    await submitButton(page).click();
    await page.getByTestId('pitch-success').getByText('விண்ணப்பம் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது!').waitFor();
    expect(await field(page, 'founderName').inputValue()).toBe('');
    await screenshot(page, 'pitch-success-ta');

    const ack = await waitFor('Tamil acknowledgement e-mail', async () =>
      (await mails(stack)).find((mail) => mail.to.includes('kavya@example.com')),
    );
    expect(ack.subject).toBe('பிட்ச் விண்ணப்பம் பெறப்பட்டது: Madurai EdLabs');
    expect(ack.text).toContain('அன்புள்ள கவியா சுந்தரம்,');
    expect(await count(stack, 'pitch_application')).toBe(2);
    expect(await count(stack, 'pitch_document')).toBe(1);
  });

  it('staff: logs in, filters the list, reads an application, downloads its document and shortlists it', async () => {
    const password = `pw-${randomBytes(12).toString('base64url')}`;
    await promisify(execFile)(
      process.execPath,
      [resolve(ROOT, 'dist/apps/gateway/src/cli/staff.js'), 'create', 'reviewer', 'admin'],
      {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: stack.databaseUrl,
          STAFF_PASSWORD: password,
          NODE_ENV: 'test',
        },
      },
    );
    const staff = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
    });
    const admin = await staff.newPage();

    // No token: the staff area sends you to the login screen.
    await admin.goto(`${stack.baseUrl}/admin/pitches`);
    await admin.waitForURL('**/admin/login');
    await admin.locator('#login-username').fill('reviewer');
    await admin.locator('#login-password').fill('not-the-password');
    await admin.getByRole('button', { name: 'Show password' }).click();
    expect(await admin.locator('#login-password').getAttribute('type')).toBe('text');
    await screenshot(admin, 'admin-login');
    await admin.getByRole('button', { name: 'Login', exact: true }).click();
    await openToast(admin).getByText('Login Failed').waitFor();
    expect(await openToast(admin).textContent()).toContain('Invalid username or password');

    await admin.locator('#login-password').fill(password);
    await admin.getByRole('button', { name: 'Login', exact: true }).click();
    await admin.waitForURL('**/admin/dashboard');
    await openToast(admin).getByText('Login Successful').waitFor();
    expect(await admin.evaluate(() => localStorage.getItem('admin_token'))).toMatch(/^ey/);
    await screenshot(admin, 'admin-dashboard');

    // The staff menu (a drawer on a phone) links to the review list; the journey goes straight to it.
    await admin.goto(`${stack.baseUrl}/admin/pitches`);
    const cards = admin.getByTestId('pitch-list').locator('li');
    await waitFor('two applications', async () => (await cards.count()) === 2);
    expect(await cards.first().textContent()).toContain('Madurai EdLabs');
    expect(await admin.getByText('Showing 1 to 2 of 2 results').count()).toBe(1);
    await screenshot(admin, 'admin-pitches-list');

    await admin.locator('#filter-category').selectOption('AgriTech');
    await admin.waitForURL(/category=AgriTech/);
    await waitFor(
      'filtered list',
      async () =>
        (await cards.count()) === 1 && (await cards.first().textContent())?.includes('Kovai Agro Labs'),
    );
    await admin.locator('#filter-status').selectOption('shortlisted');
    await admin.getByText('No pitch applications found.').waitFor();
    await admin.locator('#filter-status').selectOption('');
    await waitFor('filter cleared', async () => (await cards.count()) === 1);

    await cards.first().getByRole('link').click();
    await admin.getByRole('heading', { level: 1, name: 'Kovai Agro Labs' }).waitFor();
    expect(await admin.getByTestId('pitch-team').textContent()).toContain('Arun Kumar');
    await screenshot(admin, 'admin-pitch-detail');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download document' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('deck.pdf');
    const downloaded = await readFile((await download.path()) ?? '');
    expect(Buffer.compare(downloaded, goodPdf)).toBe(0);

    await admin.locator('#review-status').selectOption('shortlisted');
    await admin.locator('#review-notes').fill('Strong team; verify the pilot numbers');
    await admin.locator('#review-message').fill('Please bring a 5-minute demo on the day.');
    await admin.getByRole('button', { name: 'Save review' }).click();
    await openToast(admin).getByText('Review saved').waitFor();
    await admin.getByText('Last reviewed').waitFor();
    await screenshot(admin, 'admin-pitch-reviewed');

    const { rows } = await stack.db.query(
      `select status, reviewed_by, reviewed_at, notes, applicant_message from registration.pitch_application where startup_name = 'Kovai Agro Labs'`,
    );
    expect(rows[0]).toMatchObject({
      status: 'shortlisted',
      reviewed_by: 'reviewer',
      notes: 'Strong team; verify the pilot numbers',
      applicant_message: 'Please bring a 5-minute demo on the day.',
    });
    expect(rows[0].reviewed_at).toBeInstanceOf(Date);

    const decision = await waitFor('decision e-mail', async () =>
      (await mails(stack)).find((mail) => mail.subject.startsWith('Your pitch has been shortlisted')),
    );
    expect(decision.to).toEqual(['priya@example.com']);
    expect(decision.subject).toBe('Your pitch has been shortlisted: Kovai Agro Labs');
    expect(decision.text).toContain('Please bring a 5-minute demo on the day.');
    expect(decision.text).not.toContain('pilot numbers');
    await staff.close();
  });

  it('API: a document of exactly 10 MB crosses NATS in chunks and downloads byte for byte; one byte more is refused', async () => {
    const body = (bytes: Buffer) => {
      const form = new FormData();
      const values: Record<string, string> = {
        startupName: 'Big Deck Ventures',
        founderName: 'Meena Iyer',
        email: 'meena@example.com',
        phone: '9876543210',
        businessCategory: 'Deep Tech',
        startupAge: 'idea',
        totalFounders: '5+',
        teamMembers: '[]',
        hasCustomers: 'no',
        turnover: '0',
        pitchDescription: 'D'.repeat(120),
        problemSolving: 'P'.repeat(60),
        targetMarket: 'M'.repeat(40),
        fundingAmount: '2 crore',
      };
      for (const [key, value] of Object.entries(values)) {
        form.append(key, value);
      }
      form.append(
        'pitchFile',
        new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }),
        'slides.pdf',
      );
      return form;
    };
    const tooBig = await fetch(`${stack.baseUrl}/api/pitch-applications`, {
      method: 'POST',
      body: body(Buffer.concat([goodPdf.subarray(0, 9), Buffer.alloc(PITCH_DOCUMENT_MAX_BYTES - 8)])),
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      message: 'File too large. Please upload a file smaller than 10MB',
      code: 'PAYLOAD_TOO_LARGE',
    });

    const tenMegabytes = Buffer.concat([goodPdf.subarray(0, 9), randomBytes(PITCH_DOCUMENT_MAX_BYTES - 9)]);
    const created = await fetch(`${stack.baseUrl}/api/pitch-applications`, {
      method: 'POST',
      body: body(tenMegabytes),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      status: 'pending',
      ref: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    const { rows } = await stack.db.query(
      `select a.id from registration.pitch_application a where a.startup_name = 'Big Deck Ventures'`,
    );
    const id = rows[0]?.id as number;
    expect(await count(stack, 'file_chunk')).toBe(0);

    const password = `pw-${randomBytes(12).toString('base64url')}`;
    await promisify(execFile)(
      process.execPath,
      [resolve(ROOT, 'dist/apps/gateway/src/cli/staff.js'), 'create', 'downloader', 'super_admin'],
      {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: stack.databaseUrl,
          STAFF_PASSWORD: password,
          NODE_ENV: 'test',
        },
      },
    );
    const login = await fetch(`${stack.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'downloader', password }),
    });
    const { token } = (await login.json()) as { token: string };
    const file = await fetch(`${stack.baseUrl}/api/admin/pitch-applications/${id}/document`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="slides\.pdf"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), tenMegabytes)).toBe(0);

    const detail = await fetch(`${stack.baseUrl}/api/admin/pitch-applications/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await detail.json()).toMatchObject({
      id,
      startupName: 'Big Deck Ventures',
      document: { fileName: 'slides.pdf', mimeType: 'application/pdf', size: PITCH_DOCUMENT_MAX_BYTES },
    });
  });
});
