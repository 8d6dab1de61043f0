import { EntityManager } from '@mikro-orm/postgresql';
import { auditListPattern, type AuditEntryView, type AuditPage, type ErrorBody } from '@eventdesk/contracts';
import { recordAudit } from '@eventdesk/server-kit';
import {
  bearer,
  createStaffUser,
  loginToken,
  request,
  startGatewayApp,
  type GatewayTestApp,
} from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { startRpcStandIn, type RpcStandIn } from '../../test/rpc-stand-in';

jest.setTimeout(30_000);

function entry(source: 'registration' | 'payment' | 'leads', id: number, at: string): AuditEntryView {
  return {
    id: `${source}:${id}`,
    source,
    actor: 'admin',
    action: `${source}.update`,
    targetType: source,
    targetId: String(id),
    before: null,
    after: { id },
    at,
  };
}

/** A source's own rule: newest first, strictly before `before`, at most `limit`. */
function answer(entries: AuditEntryView[]) {
  return (query: unknown) => {
    const { before, limit } = query as { before?: string; limit: number };
    return entries.filter((e) => !before || e.at < before).slice(0, limit);
  };
}

const registrationEntries = [
  entry('registration', 2, '2099-01-05T00:00:00.000Z'),
  entry('registration', 1, '2099-01-03T00:00:00.000Z'),
];
const paymentEntries = [
  entry('payment', 7, '2099-01-04T00:00:00.000Z'),
  entry('payment', 3, '2099-01-01T00:00:00.000Z'),
];
const leadsEntries = [entry('leads', 5, '2099-01-02T00:00:00.000Z')];

describe('GET /api/admin/audit-log (services stood in on a private NATS)', () => {
  let nats: PrivateNats;
  let services: RpcStandIn;
  let gateway: GatewayTestApp;
  let superAdmin = '';

  beforeAll(async () => {
    nats = await startPrivateNats();
    services = await startRpcStandIn(nats.url, {
      [auditListPattern('registration')]: answer(registrationEntries),
      [auditListPattern('payment')]: answer(paymentEntries),
      [auditListPattern('leads')]: answer(leadsEntries),
    });
    gateway = await startGatewayApp({ NATS_URL: nats.url });
    superAdmin = await loginToken(gateway.url, await createStaffUser(gateway, 'super_admin'));
    await recordAudit(gateway.app.get(EntityManager).fork(), {
      actor: 'root',
      action: 'staff-user.disable',
      targetType: 'staff-user',
      targetId: '42',
      before: { disabled: false },
      after: { disabled: true },
    });
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await services?.close();
    await nats?.stop();
  }, 30_000);

  const get = (query: string, token = superAdmin) =>
    request<AuditPage & ErrorBody>(`${gateway.url}/api/admin/audit-log${query}`, { headers: bearer(token) });

  it('is for super_admin only', async () => {
    expect((await request(`${gateway.url}/api/admin/audit-log`)).status).toBe(401);
    for (const role of ['user', 'lead_manager', 'admin'] as const) {
      const token = await loginToken(gateway.url, await createStaffUser(gateway, role));
      expect([role, (await get('', token)).status]).toEqual([role, 403]);
    }
    expect((await get('')).status).toBe(200);
  });

  it('merges every source newest first, returns `limit`, and pages on with nextBefore until the end', async () => {
    services.calls.length = 0;
    const first = await get('?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.entries.map((e) => e.id)).toEqual(['registration:2', 'payment:7', 'registration:1']);
    expect(first.body.nextBefore).toBe('2099-01-03T00:00:00.000Z');
    expect(services.calls.map((call) => call.data)).toEqual([{ limit: 3 }, { limit: 3 }, { limit: 3 }]);

    const rest = await get(`?limit=50&before=${encodeURIComponent(first.body.nextBefore ?? '')}`);
    expect(rest.status).toBe(200);
    expect(rest.body.entries.slice(0, 2).map((e) => e.id)).toEqual(['leads:5', 'payment:3']);
    const identity = rest.body.entries.filter((e) => e.source === 'identity');
    expect(identity.length).toBe(rest.body.entries.length - 2);
    expect(identity).toContainEqual(
      expect.objectContaining({
        actor: 'root',
        action: 'staff-user.disable',
        before: { disabled: false },
        after: { disabled: true },
      }),
    );
    const times = rest.body.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(rest.body.nextBefore).toBeNull();

    expect((await get('?limit=0')).status).toBe(400);
    expect((await get('?before=yesterday')).status).toBe(400);
  });

  it('answers 503 naming the source that did not answer, never a silently partial log', async () => {
    await services.close();
    const silentPayment = await startRpcStandIn(nats.url, {
      [auditListPattern('registration')]: answer(registrationEntries),
      [auditListPattern('payment')]: () => new Promise(() => undefined),
      [auditListPattern('leads')]: answer(leadsEntries),
    });
    try {
      const response = await get('?limit=10');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        message:
          'The audit log cannot be shown complete right now: no answer from payment. Please try again.',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await silentPayment.close();
    }
  });
});
