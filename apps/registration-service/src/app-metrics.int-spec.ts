import type { INestApplication } from '@nestjs/common';
import { ClientProxyFactory } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import {
  PAYMENT_COMPLETED,
  queuesConsumedBy,
  registrationPatterns,
  type EventEnvelope,
  type PaymentCompletedPayload,
} from '@eventdesk/contracts';
import {
  bootstrapService,
  EventPublisher,
  natsClientOptions,
  OutboxRelay,
  RpcClient,
} from '@eventdesk/server-kit';
import {
  metricSamples,
  metricValue,
  startPrivateNats,
  testDatabaseUrl,
  testQueuePrefix,
  TEST_REDIS_URL,
  type PrivateNats,
} from '@eventdesk/testing';
import { resetRegistrationDb } from '../test/registration-test-db';
import { AppModule } from './app.module';
import { registrationEnvSchema } from './config/env';
import { SettingsService } from './settings/settings.service';

jest.setTimeout(40_000);

const JOB_COUNT = 'eventdesk_job_duration_seconds_count';
const RPC_SERVER_COUNT = 'eventdesk_rpc_server_duration_seconds_count';

/** An event for a registration that does not exist: the consumer logs it and completes the job. */
function paymentCompleted(payload: Partial<PaymentCompletedPayload> = {}): EventEnvelope {
  return {
    id: randomUUID(),
    name: PAYMENT_COMPLETED,
    occurredAt: new Date().toISOString(),
    payload: {
      paymentId: 1,
      registrationId: 999_999,
      registrationRef: 'NoSuchRegistrationRef0',
      amount: 5000,
      method: 'card',
      provider: 'sandbox',
      transactionId: 'T1',
      completedAt: new Date().toISOString(),
      confirmedBy: null,
      fullName: 'Meena',
      email: 'meena@example.com',
      phone: '9876543210',
      package: 'vip',
      ticketNumber: 1,
      language: 'en',
      ...payload,
    },
  };
}

/** The service as main.ts starts it, read through GET /metrics on its own (health) port. */
describe('registration-service /metrics (real PostgreSQL, Redis, NATS)', () => {
  const queuePrefix = testQueuePrefix('registration-metrics');
  let nats: PrivateNats;
  let app: INestApplication;
  let metricsUrl: string;
  let client: ReturnType<typeof ClientProxyFactory.create>;
  let rpc: RpcClient;
  let publisher: EventPublisher;

  const scrape = async (): Promise<string> => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    return response.text();
  };
  const value = async (name: string, labels: Record<string, string>) =>
    metricValue(await scrape(), name, labels) ?? 0;
  /** Scrapes until the series reaches `atLeast` (a worker finishes its job in its own time). */
  const reaches = async (name: string, labels: Record<string, string>, atLeast: number) => {
    const deadline = Date.now() + 10_000;
    let current = await value(name, labels);
    while (current < atLeast && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = await value(name, labels);
    }
    return current;
  };
  const paymentQueue = () => publisher.queue('registration', PAYMENT_COMPLETED);

  beforeAll(async () => {
    nats = await startPrivateNats();
    const env = registrationEnvSchema.parse({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      NATS_URL: nats.url,
      QUEUE_PREFIX: queuePrefix,
    });
    app = await bootstrapService('registration', AppModule.forRoot(env), env);
    await resetRegistrationDb(app.get(MikroORM), app.get(SettingsService));
    const { port } = app.getHttpServer().address() as { port: number };
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    client = ClientProxyFactory.create(natsClientOptions('registration-metrics-test', nats.url));
    await client.connect();
    rpc = new RpcClient(client, 5000);
    publisher = new EventPublisher(TEST_REDIS_URL, queuePrefix);
  });
  afterAll(async () => {
    await paymentQueue()
      .obliterate({ force: true })
      .catch(() => undefined);
    await publisher?.close();
    await client?.close();
    await app?.close();
    await nats?.stop();
  });

  it('lists the queue gauges of every queue it consumes, each state, from Redis', async () => {
    const text = await scrape();
    const queues = queuesConsumedBy('registration').map((queue) => queue.name);
    expect(queues).toContain(paymentQueue().name);
    const series = metricSamples(text, 'eventdesk_queue_jobs').map(
      ({ labels }) => `${labels.app} ${labels.queue} ${labels.state}`,
    );
    expect(series.sort()).toEqual(
      queues
        .flatMap((queue) =>
          ['waiting', 'active', 'delayed', 'failed'].map((state) => `registration ${queue} ${state}`),
        )
        .sort(),
    );
    const delayed = { queue: paymentQueue().name, state: 'delayed' };
    const before = metricValue(text, 'eventdesk_queue_jobs', delayed);
    const job = await paymentQueue().add(PAYMENT_COMPLETED, paymentCompleted(), { delay: 600_000 });
    expect(await value('eventdesk_queue_jobs', delayed)).toBe((before ?? 0) + 1);
    await job.remove();
  });

  it('times the RPCs it answers by pattern, ok or error', async () => {
    const ok = { app: 'registration', pattern: registrationPatterns.seats, outcome: 'ok' };
    const error = { app: 'registration', pattern: registrationPatterns.getByRef, outcome: 'error' };
    const [okBefore, errorBefore] = [await value(RPC_SERVER_COUNT, ok), await value(RPC_SERVER_COUNT, error)];
    await rpc.request(registrationPatterns.seats, {});
    await expect(rpc.request(registrationPatterns.getByRef, {})).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await value(RPC_SERVER_COUNT, ok)).toBe(okBefore + 1);
    expect(await value(RPC_SERVER_COUNT, error)).toBe(errorBefore + 1);
  });

  it('times the jobs its workers run, completed or failed', async () => {
    const queue = paymentQueue().name;
    const completed = { app: 'registration', queue, outcome: 'completed' };
    const failed = { app: 'registration', queue, outcome: 'failed' };
    const failedJobs = { queue, state: 'failed' };
    const [completedBefore, failedBefore, failedJobsBefore] = [
      await value(JOB_COUNT, completed),
      await value(JOB_COUNT, failed),
      await value('eventdesk_queue_jobs', failedJobs),
    ];
    await paymentQueue().add(PAYMENT_COMPLETED, paymentCompleted(), { attempts: 1 });
    // A payload the consumer refuses: one try, then the job stays failed.
    await paymentQueue().add(PAYMENT_COMPLETED, paymentCompleted({ amount: 'lots' as unknown as number }), {
      attempts: 1,
    });
    expect(await reaches(JOB_COUNT, completed, completedBefore + 1)).toBe(completedBefore + 1);
    expect(await reaches(JOB_COUNT, failed, failedBefore + 1)).toBe(failedBefore + 1);
    expect(await value('eventdesk_queue_jobs', failedJobs)).toBe(failedJobsBefore + 1);
  });

  it('reads the outbox backlog and the age of its oldest unpublished event', async () => {
    const relay = app.get(OutboxRelay);
    await relay.stop();
    const sql = app.get(MikroORM).em.getConnection();
    try {
      const before = await value('eventdesk_outbox_backlog_events', { app: 'registration' });
      const id = randomUUID();
      await sql.execute(
        `insert into registration.outbox_event (id, name, payload, created_at)
         values (?, 'metrics-test.nobody-listens.v1', '{}'::jsonb, now() - interval '90 seconds')`,
        [id],
      );
      const text = await scrape();
      expect(metricValue(text, 'eventdesk_outbox_backlog_events')).toBe(before + 1);
      expect(metricValue(text, 'eventdesk_outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(90);
      await sql.execute(`delete from registration.outbox_event where id = ?`, [id]);
      expect(await value('eventdesk_outbox_backlog_events', {})).toBe(before);
    } finally {
      relay.start();
    }
  });

  it('counts its own HTTP requests (health probes, scrapes) under their routes', async () => {
    const live = { app: 'registration', method: 'GET', route: '/health/live', status: '200' };
    const before = await value('eventdesk_http_request_duration_seconds_count', live);
    expect((await fetch(metricsUrl.replace('/metrics', '/health/live'))).status).toBe(200);
    expect(await value('eventdesk_http_request_duration_seconds_count', live)).toBe(before + 1);
    const text = await scrape();
    expect(metricValue(text, 'nodejs_eventloop_lag_p99_seconds', { app: 'registration' })).toEqual(
      expect.any(Number),
    );
    expect(metricValue(text, 'eventdesk_metric_read_failures_total')).toBeUndefined();
  });
});
