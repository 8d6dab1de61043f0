import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Workbook } from 'exceljs';
import {
  exportColumns,
  type AdminRegistrationPage,
  type DashboardResponse,
  type StaffRole,
} from '@eventdesk/contracts';
import { bearer, request, type GatewayTestApp } from '../../test/gateway-app';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../../test/with-registration-service';

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
    harness = await startGatewayWithRegistrationService('registration-export');
    ({ gateway, service, tokens } = harness);
  }, 60_000);
  afterAll(() => harness?.close(), 30_000);
  beforeEach(async () => {
    await sql(`truncate registration.registration restart identity cascade`);
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

  it('streams an .xlsx of the filter with the spec columns, formulas kept as text', async () => {
    await seed(5000, { name: HYPERLINK, phone: '+91 98765-43210', business: '+SUM(A1:A9)' });
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
    expect(sheet.getRow(2).getCell(1).value).toBe(4999);
    expect(sheet.getRow(2001).getCell(1).value).toBe(1001);
    const named = sheet.getRow(2501);
    expect(named.getCell(1).value).toBe(1);
    expect(named.getCell(2).value).toBe(`'${HYPERLINK}`);
    expect(named.getCell(2).formula).toBeUndefined();
    expect(named.getCell(3).value).toBe('p1@example.com');
    expect(named.getCell(4).value).toBe('+91 98765-43210');
    expect(named.getCell(5).value).toBe('business');
    expect(named.getCell(6).value).toBe("'+SUM(A1:A9)");
    expect(named.getCell(8).value).toBe('pending');
    expect(named.getCell(9).value).toBe('pending');
    expect(named.getCell(10).value).toMatch(/^1 Oct 2026, 11:00\s?am$/i);
    expect(named.getCell(11).value).toBe('friend');
    expect(named.getCell(12).value).toBe('Anbu');
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
      /^1,"முருகன், ""Kovai""",p1@example\.com,'\+91 98765 43210,business,'@cmd,gold,pending,pending,"1 Oct 2026, 11:00\s?am",friend,Anbu$/i,
    );
    expect(lines.slice(2)).toEqual(['']);
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
