import {
  eventQueueName,
  queuesConsumedBy,
  REGISTRATION_CREATED,
  registrationPatterns,
  type ServiceName,
} from '@eventdesk/contracts';
import { metricSamples, metricValue } from '@eventdesk/testing';
import { waitFor } from './support/ports';
import { APPS, startStack, type AppName, type Stack } from './support/stack';

/** The `app` label each process sets on its series. */
const METRICS_APP: Record<AppName, string> = {
  'registration-service': 'registration',
  'payment-service': 'payment',
  'attendance-service': 'attendance',
  'leads-service': 'leads',
  'notification-service': 'notification',
  gateway: 'gateway',
};

/** Every app of the running system answers Prometheus; the public port never does. */
describe('metrics of every app, through real processes', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('metrics');
  }, 120_000);
  afterAll(() => stack?.stop());

  const scrape = async (name: AppName): Promise<string> => {
    const response = await fetch(stack.metricsUrl(name));
    expect([name, response.status]).toEqual([name, 200]);
    return response.text();
  };

  it.each(APPS)('%s serves its own series, each labelled with its app', async (name) => {
    const text = await scrape(name);
    const app = METRICS_APP[name];
    const families = [
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'eventdesk_outbox_backlog_events',
      'eventdesk_outbox_oldest_unpublished_age_seconds',
    ];
    for (const family of families) {
      expect([family, metricSamples(text, family).map((sample) => sample.labels.app)]).toEqual([
        family,
        [app],
      ]);
    }
    expect(metricSamples(text, 'eventdesk_metric_read_failures_total')).toEqual([]);
    if (name !== 'gateway') {
      const queues = metricSamples(text, 'eventdesk_queue_jobs').map((sample) => sample.labels.queue);
      expect(new Set(queues)).toEqual(
        new Set(queuesConsumedBy(app as ServiceName).map((queue) => queue.name)),
      );
    }
  });

  it('counts a registration through the gateway, the service it calls and the worker that mails it', async () => {
    const response = await fetch(`${stack.baseUrl}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Kavitha Raman',
        email: 'kavitha@example.com',
        phone: '+91 98430 55501',
        type: 'business',
        businessName: 'Kovai Looms',
        package: 'diamond',
        referenceType: 'friend',
        referredBy: 'Arun',
      }),
    });
    expect(response.status).toBe(201);

    const gateway = await scrape('gateway');
    expect(
      metricValue(gateway, 'eventdesk_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/registrations',
        status: '201',
      }),
    ).toBe(1);
    expect(
      metricValue(gateway, 'eventdesk_rpc_client_duration_seconds_count', {
        pattern: registrationPatterns.create,
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(
      metricValue(await scrape('registration-service'), 'eventdesk_rpc_server_duration_seconds_count', {
        pattern: registrationPatterns.create,
        outcome: 'ok',
      }),
    ).toBe(1);
    const mailed = {
      queue: eventQueueName('notification', REGISTRATION_CREATED),
      outcome: 'completed',
    };
    await waitFor('the notification job counted', async () =>
      metricValue(await scrape('notification-service'), 'eventdesk_job_duration_seconds_count', mailed),
    );
  });

  it('answers /metrics on the public port with 404, never with metrics', async () => {
    const response = await fetch(`${stack.baseUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/eventdesk_|nodejs_/);
  });
});
