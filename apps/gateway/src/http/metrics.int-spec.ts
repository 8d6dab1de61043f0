import { leadsPatterns, LEAD_NOT_FOUND } from '@eventdesk/contracts';
import { metricSamples, metricValue } from '@eventdesk/testing';
import {
  bearer,
  createStaffUser,
  loginToken,
  request,
  startGatewayApp,
  type GatewayTestApp,
} from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { StandInError, startRpcStandIn, type RpcStandIn } from '../../test/rpc-stand-in';

jest.setTimeout(30_000);

const HTTP_COUNT = 'eventdesk_http_request_duration_seconds_count';
const RPC_CLIENT_COUNT = 'eventdesk_rpc_client_duration_seconds_count';
const HISTORY_ROUTE = '/api/admin/meta-leads/:id/history';

/** The gateway's metrics: on METRICS_PORT, never on its public port (leads-service stood in on a private NATS). */
describe('gateway /metrics (real PostgreSQL, Redis, NATS)', () => {
  let nats: PrivateNats;
  let leads: RpcStandIn;
  let gateway: GatewayTestApp;
  let token: string;

  const scrape = async (): Promise<string> => {
    const response = await fetch(gateway.metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  /** How much a counter series moved while `act` ran (a series that did not exist yet counts from 0). */
  const moved = async (name: string, labels: Record<string, string>, act: () => Promise<unknown>) => {
    const before = metricValue(await scrape(), name, labels) ?? 0;
    await act();
    return (metricValue(await scrape(), name, labels) ?? 0) - before;
  };
  const get = (path: string) => request(`${gateway.url}${path}`, { headers: bearer(token) });

  beforeAll(async () => {
    nats = await startPrivateNats();
    leads = await startRpcStandIn(nats.url, {
      [leadsPatterns.history]: (data) => {
        if ((data as { id: number }).id === 404) {
          throw new StandInError('NOT_FOUND', LEAD_NOT_FOUND);
        }
        return { history: [] };
      },
      // Answers after the gateway's deadline (RPC_TIMEOUT_MS 1500 in tests).
      [leadsPatterns.progress]: () => new Promise((resolve) => setTimeout(() => resolve({}), 2500)),
      // leads.list has no responder at all.
    });
    gateway = await startGatewayApp({ NATS_URL: nats.url });
    token = await loginToken(gateway.url, await createStaffUser(gateway, 'admin'));
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await leads?.close();
    await nats?.stop();
  }, 30_000);

  it('counts requests under their route template, never the raw path', async () => {
    const labels = { app: 'gateway', method: 'GET', route: HISTORY_ROUTE, status: '200' };
    expect(
      await moved(HTTP_COUNT, labels, async () => {
        expect((await get('/api/admin/meta-leads/7/history')).status).toBe(200);
        expect((await get('/api/admin/meta-leads/8/history')).status).toBe(200);
      }),
    ).toBe(2);
    const notFound = { ...labels, status: '404' };
    expect(
      await moved(HTTP_COUNT, notFound, async () => {
        expect((await get('/api/admin/meta-leads/404/history')).status).toBe(404);
      }),
    ).toBe(1);
    const routes = metricSamples(await scrape(), HTTP_COUNT).map((sample) => sample.labels.route);
    expect(routes).toContain('/api/admin/login');
    expect(routes.filter((route) => /\/(7|8|404)\//.test(route))).toEqual([]);
  });

  it('labels the web app’s pages "static" and requests no route answered "unmatched"', async () => {
    expect(
      await moved(HTTP_COUNT, { method: 'GET', route: 'static', status: '200' }, async () => {
        // A client route of the test web build's route list (gateway-app.ts).
        expect((await request(`${gateway.url}/payment/some-client-ref`)).status).toBe(200);
      }),
    ).toBe(1);
    expect(
      await moved(HTTP_COUNT, { method: 'GET', route: 'unmatched', status: '404' }, async () => {
        expect((await get('/api/no-such-route/12345')).status).toBe(404);
        // An address no screen has gets the app's 404 page: one more "unmatched", never a series of its own.
        expect((await request(`${gateway.url}/no-such-page/12345`)).status).toBe(404);
      }),
    ).toBe(2);
  });

  it('times RPC calls by pattern and outcome: ok, error, unavailable, timeout', async () => {
    const count = (pattern: string, outcome: string) => ({ app: 'gateway', pattern, outcome });
    expect(
      await moved(RPC_CLIENT_COUNT, count(leadsPatterns.history, 'ok'), () =>
        get('/api/admin/meta-leads/7/history'),
      ),
    ).toBe(1);
    expect(
      await moved(RPC_CLIENT_COUNT, count(leadsPatterns.history, 'error'), () =>
        get('/api/admin/meta-leads/404/history'),
      ),
    ).toBe(1);
    expect(
      await moved(RPC_CLIENT_COUNT, count(leadsPatterns.list, 'unavailable'), async () => {
        expect((await get('/api/admin/meta-leads')).status).toBe(503);
      }),
    ).toBe(1);
    expect(
      await moved(RPC_CLIENT_COUNT, count(leadsPatterns.progress, 'timeout'), async () => {
        expect((await get('/api/admin/meta-leads/progress')).status).toBe(503);
      }),
    ).toBe(1);
  });

  it('serves the process and event-loop series and the identity schema’s outbox gauges', async () => {
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect([name, metricSamples(text, name).map((sample) => sample.labels.app)]).toEqual([
        name,
        ['gateway'],
      ]);
    }
    expect(metricValue(text, 'eventdesk_outbox_backlog_events', { app: 'gateway' })).toEqual(
      expect.any(Number),
    );
    expect(
      metricValue(text, 'eventdesk_outbox_oldest_unpublished_age_seconds', { app: 'gateway' }),
    ).toBeGreaterThanOrEqual(0);
    expect(metricValue(text, 'eventdesk_metric_read_failures_total')).toBeUndefined();
  });

  it('never answers /metrics on the public port, and nothing else on the metrics port', async () => {
    for (const path of ['/metrics', '/metrics?format=text']) {
      const response = await request<string>(`${gateway.url}${path}`);
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toMatch(/eventdesk_|nodejs_|process_cpu/);
    }
    const other = await fetch(gateway.metricsUrl.replace('/metrics', '/health/ready'));
    expect(other.status).toBe(404);
  });
});
