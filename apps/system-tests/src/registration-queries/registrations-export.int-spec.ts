import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Workbook } from 'exceljs';
import {
  exportColumns,
  paymentPatterns,
  registrationPatterns,
  type AdminRegistrationPage,
  type DashboardResponse,
  type StaffRole,
} from '@eventdesk/contracts';
import { spyOnRpc } from '@eventdesk/testing';
import { bearer, request, type GatewayTestApp } from '@eventdesk/gateway/test/gateway-app';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';

jest.setTimeout(60_000);

const HYPERLINK = '=HYPERLINK("http://x","y")';

describe('staff registrations at the gateway, through the real registration service', () => {
  let service: INestApplication;
  let gateway: GatewayTestApp;
  let tokens: Record<StaffRole, string>;

  const sql = (statement: string, params: unknown[] = []) =>
    service.get(MikroORM).em.getConnection().execute(statement, params);
  const get = (path: string, role: StaffRole = 'admin') =>
    fetch(`${gateway.url}${path}`, { headers: bearer(tokens[role]) });

  let harness: GatewayWithRegistrationService;
  beforeAll(async () => {
    harness = await startGatewayWithRegistrationService(
      'registration-export',
      {},
      { withPaymentService: true },
    );
    ({ gateway, service, tokens } = harness);
  }, 60_000);
  afterAll(() => harness?.close(), 30_000);
  const paymentSql = (statement: string, params: unknown[] = []) =>
    harness.payment!.get(MikroORM).em.getConnection().execute(statement, params);
  beforeEach(async () => {
    await sql(`truncate registration.registration restart identity cascade`);
    await paymentSql(`truncate payment.payment restart identity cascade`);
  });

  /** `count` registrations straight into the table; row 1 is the named one. */
  const seed = (count: number, first: { name: string; phone: string; business: string | null }) =>
    sql(
      `insert into registration.registration
         (ref, full_name, email, phone, type, business_name, package, amount, payment_status, registered_at,
          reference_type, referred_by)
       select 'ref-' || g, case when g = 1 then ? else 'Person ' || g end, 'p' || g || '@example.com',
              case when g = 1 then ? else '+91 90000 ' || lpad(g::text, 5, '0') end,
              case when g = 1 and ? is not null then 'business' else 'individual' end,
              case when g = 1 then ? end,
              case when g % 3 = 0 then 'vip' else 'gold' end, 3600,
              case when g % 2 = 0 then 'completed' else 'pending' end,
              '2026-10-01T05:30:00Z'::timestamptz, case when g = 1 then 'friend' end, case when g = 1 then 'Anbu' end
       from generate_series(1, ?) g`,
      [first.name, first.phone, first.business, first.business, count],
    );

  it('streams an .xlsx of the filter with every column, readable labels, a real date, formulas kept as text', async () => {
    await seed(5000, { name: HYPERLINK, phone: '+91 98765-43210', business: '+SUM(A1:A9)' });
    const factCalls = await spyOnRpc(harness.natsUrl, paymentPatterns.paymentFacts);
    const pageCalls = await spyOnRpc(harness.natsUrl, registrationPatterns.exportPage);
    const response = await get('/api/admin/registrations/export?format=xlsx&paymentStatus=pending');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registrations-pending-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''registrations-pending-/,
    );
    const workbook = new Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...exportColumns]);
    // 2,500 pending rows: more than one RPC page (at most 2,000 rows), newest first; the named row (id 1) is last.
    expect(sheet.actualRowCount).toBe(1 + 2500);
    // The payment facts come one call per page of registrations (a page holds at most 2,000), never one per row.
    const pages = (await pageCalls.settled()).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect((await factCalls.settled()).length).toBe(pages);
    await Promise.all([factCalls.close(), pageCalls.close()]);
    expect(sheet.getRow(2).getCell(1).value).toBe(4999);
    expect(sheet.getRow(2001).getCell(1).value).toBe(1001);
    const named = sheet.getRow(2501);
    expect(named.getCell(1).value).toBe(1);
    expect(named.getCell(2).value).toBe(`'${HYPERLINK}`);
    expect(named.getCell(2).formula).toBeUndefined();
    expect(named.getCell(3).value).toBe('p1@example.com');
    expect(named.getCell(4).value).toBe('+91 98765-43210');
    expect(named.getCell(5).value).toBe('Business');
    expect(named.getCell(6).value).toBe("'+SUM(A1:A9)");
    expect(named.getCell(7).value).toBe('Gold');
    expect(named.getCell(8).value).toBe('Pending');
    expect(named.getCell(9).value).toBe('Pending');
    // A date cell, formatted as a date, showing the event's time (05:30 UTC is 11:00 in Coimbatore).
    expect(named.getCell(10).value).toEqual(new Date('2026-10-01T11:00:00.000Z'));
    expect(named.getCell(10).numFmt).toBe('dd mmm yyyy hh:mm');
    expect(named.getCell(11).value).toBe('Friend');
    expect(named.getCell(12).value).toBe('Anbu');
    expect(named.getCell(13).value).toBe(3600);
    // Unpaid, no coupon, not an additional ticket, not at the door yet: empty cells, 'No'.
    for (const column of [14, 15, 16, 17, 19, 21]) {
      expect({ column, value: named.getCell(column).value }).toEqual({ column, value: null });
    }
    expect(named.getCell(18).value).toBe(1);
    expect(named.getCell(20).value).toBe('No');
  });

  it('streams a CSV with a BOM, RFC 4180 quoting and neutralised formulas; Tamil searches name the file', async () => {
    await seed(30, { name: 'முருகன், "Kovai"', phone: '+91 98765 43210', business: '@cmd' });
    const response = await get(
      `/api/admin/registrations/export?format=csv&search=${encodeURIComponent('முருகன்')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('registrations-search-முருகன்-')}`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(exportColumns.join(','));
    expect(lines[1]).toMatch(
      /^1,"முருகன், ""Kovai""",p1@example\.com,'\+91 98765 43210,Business,'@cmd,Gold,Pending,Pending,2026-10-01T11:00:00\+05:30,Friend,Anbu,3600,,,,,1,,No,$/,
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it('adds the payment facts (payment service, one call per page), coupon, ticket, parent and the check-in', async () => {
    await seed(3, { name: 'Kavitha', phone: '9876543210', business: null });
    // Registration 2 paid by UPI with a coupon and came to the door; 3 is an additional ticket of 2.
    await sql(
      `update registration.registration set coupon_code = 'EARLY10', payment_status = 'completed', paid_amount = 3240,
              payment_method = 'upi', attended = true, attended_at = '2026-10-25T04:15:00Z' where id = 2`,
    );
    await sql(
      `update registration.registration set parent_registration_id = 2, is_additional_ticket = true, ticket_number = 2,
              payment_status = 'privilege_guest' where id = 3`,
    );
    await paymentSql(
      `insert into payment.payment (registration_id, registration_ref, amount, payment_method, transaction_id, status,
                                    payment_date, registration)
       values (2, 'ref-2', 3240, 'upi', '412345678901', 'completed', '2026-10-02T06:00:00Z', '{}'::jsonb),
              (1, 'ref-1', 3600, 'upi', 'PENDING-UTR', 'pending', null, '{}'::jsonb)`,
    );

    const xlsx = await get('/api/admin/registrations/export?format=xlsx');
    expect(xlsx.status).toBe(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    // Newest first: registration 3 is on row 2.
    const columns = (id: number) => {
      const row = sheet.getRow(5 - id);
      return Object.fromEntries(exportColumns.map((name, index) => [name, row.getCell(index + 1).value]));
    };
    expect(columns(2)).toMatchObject({
      ID: 2,
      'Payment Status': 'Completed',
      'Amount Due': 3600,
      'Amount Paid': 3240,
      'Payment Method': 'UPI',
      'Transaction ID / UTR': '412345678901',
      Coupon: 'EARLY10',
      'Ticket Number': 1,
      'Parent Registration': null,
      Attended: 'Yes',
      'Attended At': new Date('2026-10-25T09:45:00.000Z'),
    });
    expect(columns(3)).toMatchObject({
      'Payment Status': 'Privilege Guest',
      'Ticket Number': 2,
      'Parent Registration': 2,
      Attended: 'No',
    });
    // A payment still pending is no fact of the export.
    expect(columns(1)).toMatchObject({ 'Amount Paid': null, 'Transaction ID / UTR': null });

    const csv = await get('/api/admin/registrations/export?format=csv&paymentStatus=completed');
    const lines = Buffer.from(await csv.arrayBuffer())
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    expect(lines[1]).toBe(
      "2,Person 2,p2@example.com,'+91 90000 00002,Individual,,Gold,Completed,Pending,2026-10-01T11:00:00+05:30,,," +
        '3600,3240,UPI,412345678901,EARLY10,1,,Yes,2026-10-25T09:45:00+05:30',
    );
  });

  it('answers 404 "No data to download" for an empty result, before any file header', async () => {
    await seed(3, { name: 'Kavitha', phone: '9876543210', business: null });
    const response = await request(
      `${gateway.url}/api/admin/registrations/export?format=csv&paymentStatus=void`,
      { headers: bearer(tokens.admin) },
    );
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'No data to download' });
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('refuses callers and lead managers (403) and anyone without a token (401)', async () => {
    await seed(1, { name: 'Kavitha', phone: '9876543210', business: null });
    for (const path of [
      '/api/admin/registrations/export?format=xlsx',
      '/api/admin/registrations',
      '/api/admin/registrations/1',
      '/api/admin/followups/summary',
      '/api/admin/dashboard',
      '/api/admin/analytics',
    ]) {
      expect({ path, user: (await get(path, 'user')).status }).toEqual({ path, user: 403 });
      expect({ path, lead: (await get(path, 'lead_manager')).status }).toEqual({ path, lead: 403 });
      expect({ path, anonymous: (await fetch(`${gateway.url}${path}`)).status }).toEqual({
        path,
        anonymous: 401,
      });
      expect({ path, superAdmin: (await get(path, 'super_admin')).status }).toEqual({
        path,
        superAdmin: 200,
      });
    }
  });

  it('serves the list, one registration, the follow-up cards and the dashboard', async () => {
    await seed(25, { name: 'Kavitha', phone: '+91 98765 43210', business: null });
    const page = (await (
      await get('/api/admin/registrations?page=2&paymentStatus=pending')
    ).json()) as AdminRegistrationPage;
    expect(page).toMatchObject({ total: 13, page: 2, pageSize: 10, pageCount: 2 });
    expect(page.items.map((row) => row.id)).toEqual([5, 3, 1]);
    const found = (await (
      await get('/api/admin/registrations?search=%2B919876543210')
    ).json()) as AdminRegistrationPage;
    expect(found.items.map((row) => row.fullName)).toEqual(['Kavitha']);
    expect(await (await get('/api/admin/registrations/1')).json()).toMatchObject({
      id: 1,
      fullName: 'Kavitha',
    });
    expect(await (await get('/api/admin/followups/summary?package=vip')).json()).toEqual({
      pending: 8,
      needFollowUp: 0,
      completed: 0,
      notInterested: 0,
    });
    const dashboard = (await (await get('/api/admin/dashboard')).json()) as DashboardResponse;
    expect(dashboard).toMatchObject({ totalRegistrations: 25, activePipeline: 13 });
    expect(dashboard.byStatus.completed.total).toBe(12);
    const analytics = await get('/api/admin/analytics?days=7');
    expect(analytics.status).toBe(200);
  });

  it('answers 404 for an unknown, deleted or non-integer id and 400 for a bad filter', async () => {
    await seed(2, { name: 'Kavitha', phone: '9876543210', business: null });
    await sql(`update registration.registration set deleted = true where id = 2`);
    for (const id of ['2', '999', 'abc', '1.5', '99999999999']) {
      const response = await request(`${gateway.url}/api/admin/registrations/${id}`, {
        headers: bearer(tokens.admin),
      });
      expect({ id, status: response.status, body: response.body }).toMatchObject({
        id,
        status: 404,
        body: { message: 'Registration not found' },
      });
    }
    expect((await get('/api/admin/registrations?paymentStatus=paid')).status).toBe(400);
    expect((await get('/api/admin/analytics?days=3')).status).toBe(400);
    expect((await get('/api/admin/registrations/export?format=pdf')).status).toBe(400);
  });
});
