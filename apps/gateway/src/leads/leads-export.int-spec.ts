import { Workbook } from 'exceljs';
import {
  LEAD_EXPORT_COLUMNS,
  leadExportPageCommand,
  leadsPatterns,
  NO_DATA_TO_DOWNLOAD,
  type ErrorBody,
  type LeadExportPageCommand,
  type LeadExportPageReply,
  type LeadExportRow,
  type StaffRole,
} from '@eventdesk/contracts';
import {
  bearer,
  createStaffUsersForAllRoles,
  loginToken,
  request,
  startGatewayApp,
  type GatewayTestApp,
  type StaffCredentials,
} from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { startRpcStandIn, type RpcStandIn } from '../../test/rpc-stand-in';

jest.setTimeout(30_000);

const HYPERLINK = '=HYPERLINK("http://x","y")';

function lead(id: number, overrides: Partial<LeadExportRow> = {}): LeadExportRow {
  return {
    id,
    fullName: `Lead ${id}`,
    phone: '+91 98765 43210',
    phoneE164: '+919876543210',
    email: `l${id}@example.com`,
    city: 'Coimbatore',
    businessName: null,
    platform: 'fb',
    currentStatus: 'followup',
    followupDate: '2026-10-02',
    referenceId: null,
    caller: 'priya',
    notes: 'call, "after" 5',
    businessNotes: null,
    createdTime: '2026-09-30T04:30:00.000Z',
    importedAt: '2026-10-01T05:30:00.000Z',
    ...overrides,
  };
}

/** 2,500 leads, newest (highest id) first; lead 2500 carries a formula in its name and business. */
const LEADS = Array.from({ length: 2500 }, (_, i) => 2500 - i).map((id) =>
  id === 2500 ? lead(id, { fullName: HYPERLINK, businessName: '+SUM(A1:A9)', city: 'சென்னை' }) : lead(id),
);

/** leads-service's paging: below `beforeId`, at most `limit`. */
function exportPage(command: LeadExportPageCommand): LeadExportPageReply {
  if (command.filters.status === 'interested') {
    return { rows: [], hasMore: false };
  }
  const below = LEADS.filter((row) => command.beforeId === null || row.id < command.beforeId);
  return { rows: below.slice(0, command.limit), hasMore: below.length > command.limit };
}

describe('GET /api/admin/meta-leads/export (leads-service stood in on a private NATS)', () => {
  let nats: PrivateNats;
  let service: RpcStandIn;
  let gateway: GatewayTestApp;
  let users: Record<StaffRole, StaffCredentials>;
  let token = '';

  beforeAll(async () => {
    nats = await startPrivateNats();
    service = await startRpcStandIn(nats.url, {
      [leadsPatterns.exportPage]: (data) => exportPage(leadExportPageCommand.parse(data)),
    });
    gateway = await startGatewayApp({ NATS_URL: nats.url });
    users = await createStaffUsersForAllRoles(gateway);
    token = await loginToken(gateway.url, users.lead_manager);
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await nats?.stop();
  }, 30_000);
  beforeEach(() => {
    service.calls.length = 0;
  });

  const get = (query: string, bearerToken = token) =>
    fetch(`${gateway.url}/api/admin/meta-leads/export?${query}`, { headers: bearer(bearerToken) });

  it('streams a CSV with a BOM, the lead columns and neutralised formulas, paging below the last id', async () => {
    const response = await get('format=csv&status=followup&caller=Priya&search=சென்னை');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^attachment; filename="leads-followup-caller-priya-search-_+-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition.split("''")[1] ?? '')).toMatch(
      /^leads-followup-caller-priya-search-சென்னை-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(LEAD_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + LEADS.length);
    expect(lines[1]).toMatch(
      /^2500,"'=HYPERLINK\(""http:\/\/x"",""y""\)",'\+91 98765 43210,l2500@example.com,சென்னை,'\+SUM\(A1:A9\),fb,followup,2026-10-02,,priya,"call, ""after"" 5",,/,
    );
    expect(lines[1]).toMatch(/,2026-09-30T10:00:00\+05:30,2026-10-01T11:00:00\+05:30$/);
    expect(lines.at(-1)).toMatch(/^1,Lead 1,/);

    const pages = service.calls.map((c) => c.data as LeadExportPageCommand);
    expect(pages.map((page) => page.beforeId)).toEqual([null, 501]);
    expect(pages[0]).toEqual({
      viewer: { username: users.lead_manager.username, role: 'lead_manager' },
      filters: { status: 'followup', caller: 'priya', search: 'சென்னை' },
      beforeId: null,
      limit: 2000,
    });
  });

  it('streams an .xlsx whose text cells stay text and whose phone stays readable', async () => {
    const response = await get('format=xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="leads-all-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leads');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...LEAD_EXPORT_COLUMNS]);
    expect(sheet?.rowCount).toBe(1 + LEADS.length);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBe(2500);
    expect(first?.getCell(2).value).toBe(`'${HYPERLINK}`);
    expect(first?.getCell(3).value).toBe('+91 98765 43210');
    expect(first?.getCell(6).value).toBe("'+SUM(A1:A9)");
    // Created and Imported are date cells in the event's time (04:30 UTC is 10:00 in Coimbatore).
    expect(first?.getCell(14).value).toEqual(new Date('2026-09-30T10:00:00.000Z'));
    expect(first?.getCell(15).value).toEqual(new Date('2026-10-01T11:00:00.000Z'));
    expect(first?.getCell(15).numFmt).toBe('dd mmm yyyy hh:mm');
  });

  it('answers 404 No data to download for an empty filter, and refuses callers (403)', async () => {
    const empty = await request<ErrorBody>(`${gateway.url}/api/admin/meta-leads/export?status=interested`, {
      headers: bearer(token),
    });
    expect([empty.status, empty.body.message]).toEqual([404, NO_DATA_TO_DOWNLOAD]);
    const caller = await get('format=csv', await loginToken(gateway.url, users.user));
    expect(caller.status).toBe(403);
    expect((await get('format=pdf')).status).toBe(400);
  });
});
