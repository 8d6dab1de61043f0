import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { RegistrationCreatedPayload, RegistrationMessageRequestedPayload } from '@eventdesk/contracts';
import { startSmtpSink, type SmtpSink } from '@eventdesk/stand-ins';
import { bootstrapService } from '@eventdesk/server-kit';
import {
  metricSamples,
  metricValue,
  startPrivateNats,
  testDatabaseUrl,
  testQueuePrefix,
  truncateSchema,
  TEST_REDIS_URL,
  type PrivateNats,
} from '@eventdesk/testing';
import { AppModule } from '../app.module';
import { notificationEnvSchema } from '../config/env';
import { NOTIFICATION_SCHEMA } from '../database';
import { RegistrationEventsConsumer } from '../deliveries/registration-events.consumer';
import { StaffMessageEventsConsumer } from '../staff-messages/staff-message-events.consumer';

jest.setTimeout(30_000);

const firstTry = { attempt: 1, isFinalAttempt: false };

/** The service as main.ts starts it: both modules that send count into the one counter its /metrics serves. */
describe('notification-service /metrics (the whole app; real PostgreSQL, Redis, NATS and an SMTP stand-in)', () => {
  let nats: PrivateNats;
  let smtp: SmtpSink;
  let app: INestApplication;

  beforeAll(async () => {
    nats = await startPrivateNats();
    smtp = await startSmtpSink(0, 0);
    const env = notificationEnvSchema.parse({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      NATS_URL: nats.url,
      QUEUE_PREFIX: testQueuePrefix('notification-app-metrics'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
      PUBLIC_BASE_URL: 'https://tickets.example.com',
    });
    app = await bootstrapService('notification', AppModule.forRoot(env), env);
    await truncateSchema(app.get(MikroORM), NOTIFICATION_SCHEMA);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await nats.stop();
  });

  const scrape = async (): Promise<string> => {
    const { port } = app.getHttpServer().address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('serves the delivery counter and the delivery log, and counts sends of both sending modules', async () => {
    const before = await scrape();
    expect(metricSamples(before, 'eventdesk_deliveries_total')).toHaveLength(8);
    expect(metricSamples(before, 'eventdesk_deliveries')).toHaveLength(8);
    expect(metricValue(before, 'eventdesk_deliveries_total', { channel: 'email', outcome: 'sent' })).toBe(0);

    await app.get(RegistrationEventsConsumer).onRegistrationCreated(
      {
        id: randomUUID(),
        name: 'registration.created.v1',
        occurredAt: new Date().toISOString(),
        payload: {
          registrationId: 42,
          ref: 'abcdefghijklmnopqrstuv',
          fullName: 'Meena Sundaram',
          email: 'meena@example.com',
          phone: '9876543210',
          package: 'gold',
          amount: 3600,
          language: 'en',
        } satisfies RegistrationCreatedPayload,
      },
      firstTry,
    );
    await app.get(StaffMessageEventsConsumer).onMessageRequested(
      {
        id: randomUUID(),
        name: 'registration.message-requested.v1',
        occurredAt: new Date().toISOString(),
        payload: {
          kind: 'confirmation_email',
          requestedBy: 'admin',
          registrationId: 42,
          ref: 'abcdefghijklmnopqrstuv',
          fullName: 'Meena Sundaram',
          email: 'meena@example.com',
          phone: '+91 98430 12345',
          package: 'gold',
          amount: 3600,
          paymentStatus: 'completed',
          language: 'en',
        } satisfies RegistrationMessageRequestedPayload,
      },
      firstTry,
    );

    const after = await scrape();
    expect(smtp.messages).toHaveLength(2);
    expect(metricValue(after, 'eventdesk_deliveries_total', { channel: 'email', outcome: 'sent' })).toBe(2);
    expect(
      metricValue(after, 'eventdesk_deliveries', { channel: 'email', status: 'sent', app: 'notification' }),
    ).toBe(2);
  });
});
