import {
  LEAD_FOLLOWUP_DATE_REQUIRED,
  LEAD_NOT_FOUND,
  LEAD_STATUS_REQUIRED,
  leadsPatterns,
  type ErrorBody,
  type LeadListResponse,
  type LeadRow,
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
import { StandInError, startRpcStandIn, type RpcStandIn } from '../../test/rpc-stand-in';

jest.setTimeout(30_000);

const emptyList: LeadListResponse = {
  leads: [],
  totalCount: 0,
  totalCountCapped: false,
  page: 1,
  pageSize: 20,
  pageCount: 0,
};

// What leads-service answers must match the contract: the gateway checks each answer (RpcClient.call).
const updatedLead: LeadRow = {
  id: 7,
  sNo: null,
  fullName: 'Priya Raman',
  phone: '9876543210',
  phoneE164: '+919876543210',
  email: null,
  city: null,
  businessName: null,
  platform: 'Meta',
  adName: null,
  campaignName: null,
  formName: null,
  currentBusinessStatus: null,
  biggestBusinessChallenge: null,
  formAnswers: [],
  currentStatus: 'interested',
  followupDate: null,
  due: null,
  referenceId: null,
  registrationLink: null,
  notes: null,
  businessNotes: null,
  caller: 'priya',
  callerActive: true,
  source: 'file',
  importId: null,
  createdTime: null,
  importedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastUpdatedBy: 'priya',
};

describe('Meta Leads routes at the gateway (leads-service stood in on a private NATS)', () => {
  let nats: PrivateNats;
  let service: RpcStandIn;
  let gateway: GatewayTestApp;
  let users: Record<StaffRole, StaffCredentials>;
  const tokens = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    nats = await startPrivateNats();
    service = await startRpcStandIn(nats.url, {
      [leadsPatterns.list]: () => emptyList,
      [leadsPatterns.progress]: () => ({
        progress: { pending: 1, interested: 0, followup: 0, payment_done: 0 },
        total: 1,
        due: 0,
        converted: 0,
        conversionRate: 0,
      }),
      [leadsPatterns.callers]: () => ({ callers: [{ username: 'priya', active: true }] }),
      [leadsPatterns.history]: (data) => {
        if ((data as { id: number }).id === 404) {
          throw new StandInError('NOT_FOUND', LEAD_NOT_FOUND);
        }
        return { history: [] };
      },
      [leadsPatterns.updateStatus]: () => ({
        message: 'Lead status updated successfully!',
        lead: updatedLead,
      }),
      [leadsPatterns.reassign]: () => ({ reassigned: 2, message: '2 leads reassigned' }),
      [leadsPatterns.imports]: () => ({ imports: [] }),
      [leadsPatterns.undoImport]: () => ({ removed: 3, kept: 1, message: 'Removed 3 leads; kept 1' }),
      [leadsPatterns.linkedToRegistration]: () => ({ leads: [] }),
    });
    gateway = await startGatewayApp({ NATS_URL: nats.url, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
    users = await createStaffUsersForAllRoles(gateway);
    for (const role of Object.keys(users) as StaffRole[]) {
      tokens[role] = await loginToken(gateway.url, users[role]);
    }
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await nats?.stop();
  }, 30_000);
  beforeEach(() => {
    service.calls.length = 0;
  });

  const call = <T = ErrorBody>(role: StaffRole, method: string, path: string, body?: unknown) =>
    request<T>(`${gateway.url}/api${path}`, {
      method,
      headers: { ...bearer(tokens[role]), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const sent = (subject: string) => service.calls.filter((c) => c.subject === subject).map((c) => c.data);

  it('names the signed-in viewer on every call; no query or body field can name another', async () => {
    const list = await call(
      'user',
      'GET',
      '/admin/meta-leads?caller=someone-else&viewer[username]=boss&viewer[role]=super_admin&status=due&page=2',
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual(emptyList);
    expect(sent(leadsPatterns.list)).toEqual([
      {
        viewer: { username: users.user.username, role: 'user' },
        query: { status: 'due', caller: 'someone-else', search: '', sort: 'none', page: 2, pageSize: 20 },
      },
    ]);

    const update = await call('user', 'PATCH', '/admin/meta-leads/7/status', {
      status: 'interested',
      notes: 'called back',
      updatedBy: 'boss',
      viewer: { username: 'boss', role: 'super_admin' },
    });
    expect(update.status).toBe(200);
    expect(sent(leadsPatterns.updateStatus)).toEqual([
      {
        viewer: { username: users.user.username, role: 'user' },
        id: 7,
        body: { status: 'interested', notes: 'called back' },
      },
    ]);

    expect((await call('lead_manager', 'GET', '/admin/meta-leads/progress?status=followup')).status).toBe(
      200,
    );
    expect(sent(leadsPatterns.progress)).toEqual([
      {
        viewer: { username: users.lead_manager.username, role: 'lead_manager' },
        filters: { status: 'followup', caller: 'all', search: '' },
      },
    ]);
  });

  it('answers the update dialog’s messages per field before anything is sent', async () => {
    const noStatus = await call('user', 'PATCH', '/admin/meta-leads/7/status', { notes: 'x' });
    expect(noStatus.status).toBe(400);
    expect(noStatus.body.errors).toEqual([{ path: 'status', message: LEAD_STATUS_REQUIRED }]);
    const noDate = await call('user', 'PATCH', '/admin/meta-leads/7/status', { status: 'followup' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors).toEqual([{ path: 'followupDate', message: LEAD_FOLLOWUP_DATE_REQUIRED }]);
    expect(sent(leadsPatterns.updateStatus)).toEqual([]);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'answers 404 Lead not found for the id %s without asking leads-service',
    async (id) => {
      const history = await call('admin', 'GET', `/admin/meta-leads/${id}/history`);
      const update = await call('admin', 'PATCH', `/admin/meta-leads/${id}/status`, { status: 'pending' });
      for (const response of [history, update]) {
        expect([response.status, response.body.message]).toEqual([404, LEAD_NOT_FOUND]);
      }
      expect(service.calls).toEqual([]);
    },
  );

  it('passes on leads-service’s 404 for a lead outside the viewer’s scope', async () => {
    const response = await call('user', 'GET', '/admin/meta-leads/404/history');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: LEAD_NOT_FOUND, code: 'NOT_FOUND' });
    expect(sent(leadsPatterns.history)).toEqual([
      { viewer: { username: users.user.username, role: 'user' }, id: 404 },
    ]);
  });

  it('forwards callers, reassignment, imports, undo and a registration’s linked leads', async () => {
    expect((await call('lead_manager', 'GET', '/admin/meta-leads/callers')).body).toEqual({
      callers: [{ username: 'priya', active: true }],
    });
    const reassign = await call('lead_manager', 'POST', '/admin/meta-leads/reassign', {
      leadIds: [3, 4],
      caller: ' Priya ',
    });
    expect([reassign.status, reassign.body]).toEqual([200, { reassigned: 2, message: '2 leads reassigned' }]);
    expect(sent(leadsPatterns.reassign)).toEqual([
      {
        viewer: { username: users.lead_manager.username, role: 'lead_manager' },
        body: { leadIds: [3, 4], caller: 'priya' },
      },
    ]);
    const empty = await call('lead_manager', 'POST', '/admin/meta-leads/reassign', {
      leadIds: [],
      caller: null,
    });
    expect(empty.status).toBe(400);

    expect((await call('admin', 'GET', '/admin/meta-leads/imports')).status).toBe(200);
    const undo = await call('admin', 'POST', '/admin/meta-leads/imports/12/undo');
    expect([undo.status, undo.body]).toEqual([
      200,
      { removed: 3, kept: 1, message: 'Removed 3 leads; kept 1' },
    ]);
    expect(sent(leadsPatterns.undoImport)).toEqual([
      { viewer: { username: users.admin.username, role: 'admin' }, importId: 12 },
    ]);

    expect((await call('admin', 'GET', '/admin/registrations/41/leads')).body).toEqual({ leads: [] });
    expect(sent(leadsPatterns.linkedToRegistration)).toEqual([{ registrationId: 41 }]);
    expect((await call('admin', 'GET', '/admin/registrations/x/leads')).status).toBe(404);
  });

  it('answers 503 when leads-service does not answer', async () => {
    const silent = await startPrivateNats();
    const cut = await startGatewayApp({ NATS_URL: silent.url, RPC_TIMEOUT_MS: 500 });
    try {
      const token = await loginToken(cut.url, users.admin);
      const response = await request(`${cut.url}/api/admin/meta-leads`, { headers: bearer(token) });
      expect(response.status).toBe(503);
    } finally {
      await cut.close();
      await silent.stop();
    }
  });
});
