import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  deliveryChannels,
  deliveryStatuses,
  type EventEnvelope,
  type RegistrationCreatedPayload,
  type TicketIssuedPayload,
} from '@eventdesk/contracts';
import { startSmtpSink, startWhatsAppSink, type SmtpSink, type WhatsAppSink } from '@eventdesk/stand-ins';
import { Metrics } from '@eventdesk/server-kit';
import { createTestOrm, metricSamples, metricValue, truncateSchema } from '@eventdesk/testing';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { RegistrationEventsConsumer } from '../deliveries/registration-events.consumer';
import { StaticEventFacts } from '../event-facts/event-facts';
import { Mailer } from '../mail/mailer';
import { SendTicketWhatsAppJob } from '../ticket-messages/jobs/send-ticket-whatsapp.job';
import type { TicketMessagesOptions } from '../ticket-messages/ticket-messages.options';
import { createWhatsAppSender } from '../whatsapp/create-whatsapp-sender';
import type { WhatsAppSender } from '../whatsapp/whatsapp-sender';
import { DeliveryOutcomes, deliveryOutcomes } from './delivery-outcomes';
import { NotificationFigures } from './notification-figures';

jest.setTimeout(30_000);
Logger.overrideLogger(['error']);

const BASE_URL = 'https://tickets.example.com';
const firstTry = { attempt: 1, isFinalAttempt: false };
const lastTry = { attempt: 5, isFinalAttempt: true };

const registered = (email: string): EventEnvelope<RegistrationCreatedPayload> => ({
  id: randomUUID(),
  name: 'registration.created.v1',
  occurredAt: new Date().toISOString(),
  payload: {
    registrationId: 42,
    ref: randomBytes(16).toString('base64url'),
    fullName: 'Meena Sundaram',
    email,
    phone: '+91 98430 12345',
    package: 'gold',
    amount: 3600,
    language: 'en',
  } satisfies RegistrationCreatedPayload,
});

const ticketIssued = (): EventEnvelope<TicketIssuedPayload> => ({
  id: randomUUID(),
  name: 'ticket.issued.v1',
  occurredAt: new Date().toISOString(),
  payload: {
    ticketId: 7,
    registrationId: 42,
    registrationRef: randomBytes(16).toString('base64url'),
    qrToken: `v1.${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
    fullName: 'Meena Sundaram',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    package: 'diamond',
    ticketNumber: 1,
    amount: 5100,
    paymentStatus: 'completed',
    language: 'en',
    issuedAt: new Date().toISOString(),
    paymentEventId: randomUUID(),
  },
});

describe('delivery outcomes and the delivery log on /metrics (real PostgreSQL, SMTP and WhatsApp stand-ins)', () => {
  let orm: MikroORM;
  let smtp: SmtpSink;
  let whatsapp: WhatsAppSink;
  let mailer: Mailer;
  let sender: WhatsAppSender;
  const options: TicketMessagesOptions = {
    redisUrl: 'redis://127.0.0.1:1',
    queuePrefix: 'unused',
    natsUrl: 'nats://127.0.0.1:1',
    publicBaseUrl: BASE_URL,
    attempts: 3,
    retryDelayMs: 50,
    autoStart: false,
  };
  // Fresh per test: each test reads exact counts from a registry of its own.
  let metrics: Metrics;
  let deliveries: DeliveriesService;
  let registrations: RegistrationEventsConsumer;
  let whatsappJob: SendTicketWhatsAppJob;

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    smtp = await startSmtpSink(0, 0);
    whatsapp = await startWhatsAppSink(0);
    mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${smtp.smtpPort}`, from: 'Tickets <t@example.com>' });
    sender = createWhatsAppSender({
      provider: 'webhook',
      webhookUrl: `${whatsapp.url}/webhook`,
      token: '',
      phoneNumberId: '',
      template: '',
      apiBaseUrl: whatsapp.url,
    });
  });
  afterAll(async () => {
    mailer.onApplicationShutdown();
    await smtp.close();
    await whatsapp.close();
    await orm.close();
  });
  beforeEach(async () => {
    await truncateSchema(orm, NOTIFICATION_SCHEMA);
    await fetch(`${whatsapp.url}/control`, { method: 'POST', body: JSON.stringify({ failNext: 0 }) });
    metrics = new Metrics('notification');
    new NotificationFigures(metrics, orm.em);
    // One public-triggered mail per address an hour, so the second one is refused.
    deliveries = new DeliveriesService(orm.em, new DeliveryOutcomes(metrics), { perHour: 1, perDay: 20 });
    registrations = new RegistrationEventsConsumer(deliveries, mailer, BASE_URL);
    whatsappJob = new SendTicketWhatsAppJob(deliveries, sender, new StaticEventFacts(), options);
  });

  const scrape = async () => (await metrics.exposition()).body;
  const attempts = (body: string, channel: string, outcome: string) =>
    metricValue(body, 'eventdesk_deliveries_total', { channel, outcome });
  const logged = (body: string, channel: string, status: string) =>
    metricValue(body, 'eventdesk_deliveries', { channel, status });
  const rejectNextMail = (count: number) =>
    fetch(`http://127.0.0.1:${smtp.httpPort}/control`, {
      method: 'POST',
      body: JSON.stringify({ rejectNext: count }),
    });
  const failNextWhatsApp = (count: number) =>
    fetch(`${whatsapp.url}/control`, { method: 'POST', body: JSON.stringify({ failNext: count }) });

  it('starts every channel × outcome counter at 0 and reports every channel × status of the log', async () => {
    const body = await scrape();
    const counters = metricSamples(body, 'eventdesk_deliveries_total');
    expect(counters.map((s) => [s.labels.channel, s.labels.outcome, s.value]).sort()).toEqual(
      deliveryChannels.flatMap((channel) => deliveryOutcomes.map((outcome) => [channel, outcome, 0])).sort(),
    );
    const log = metricSamples(body, 'eventdesk_deliveries');
    expect(log.map((s) => [s.labels.channel, s.labels.status, s.value]).sort()).toEqual(
      deliveryChannels.flatMap((channel) => deliveryStatuses.map((status) => [channel, status, 0])).sort(),
    );
  });

  it('counts e-mails sent, retried, given up and refused by the mail budget', async () => {
    await registrations.onRegistrationCreated(registered('meena@example.com'), firstTry);
    let body = await scrape();
    expect(attempts(body, 'email', 'sent')).toBe(1);
    expect(logged(body, 'email', 'sent')).toBe(1);

    // The SMTP server refuses: retried while attempts are left, then given up.
    const refused = registered('ravi@example.com');
    await rejectNextMail(1);
    await expect(registrations.onRegistrationCreated(refused, firstTry)).rejects.toThrow();
    body = await scrape();
    expect(attempts(body, 'email', 'retry')).toBe(1);
    expect(attempts(body, 'email', 'failed')).toBe(0);
    expect(logged(body, 'email', 'queued')).toBe(1);
    await rejectNextMail(1);
    await expect(registrations.onRegistrationCreated(refused, lastTry)).rejects.toThrow();
    body = await scrape();
    expect(attempts(body, 'email', 'retry')).toBe(1);
    expect(attempts(body, 'email', 'failed')).toBe(1);
    expect(logged(body, 'email', 'queued')).toBe(0);
    expect(logged(body, 'email', 'failed')).toBe(1);

    // A second public-triggered mail to the same address within the hour: refused, never sent; a redelivery of
    // that event is not counted again.
    const overBudget = registered('meena@example.com');
    await registrations.onRegistrationCreated(overBudget, firstTry);
    await registrations.onRegistrationCreated(overBudget, firstTry);
    body = await scrape();
    expect(attempts(body, 'email', 'refused')).toBe(1);
    expect(logged(body, 'email', 'skipped')).toBe(1);
    expect(attempts(body, 'email', 'sent')).toBe(1);
    expect(smtp.messages.filter((mail) => mail.to.includes('meena@example.com'))).toHaveLength(1);
    expect(attempts(body, 'whatsapp', 'sent')).toBe(0);
  });

  it('counts ticket WhatsApp jobs: a retry then sent, a failure given up, and nothing for a job run again', async () => {
    const [{ row: delivered }] = await deliveries.queueOnce(ticketIssued(), [
      { channel: 'whatsapp', recipient: '919843012345', payload: ticketIssued().payload },
    ]);
    const [{ row: givenUp }] = await deliveries.queueOnce(ticketIssued(), [
      { channel: 'whatsapp', recipient: '919843012346', payload: ticketIssued().payload },
    ]);
    let body = await scrape();
    expect(logged(body, 'whatsapp', 'queued')).toBe(2);

    await failNextWhatsApp(1);
    await expect(whatsappJob.run(delivered.id, false)).rejects.toThrow(/answered 500/);
    await whatsappJob.run(delivered.id, false);
    // The job run again after its send was recorded (a worker that died afterwards) sends and counts nothing.
    await whatsappJob.run(delivered.id, false);
    await failNextWhatsApp(1);
    await expect(whatsappJob.run(givenUp.id, true)).rejects.toThrow(/answered 500/);

    body = await scrape();
    expect(attempts(body, 'whatsapp', 'retry')).toBe(1);
    expect(attempts(body, 'whatsapp', 'sent')).toBe(1);
    expect(attempts(body, 'whatsapp', 'failed')).toBe(1);
    expect(whatsapp.messages.filter((message) => message.to === '919843012345')).toHaveLength(1);
    expect(logged(body, 'whatsapp', 'sent')).toBe(1);
    expect(logged(body, 'whatsapp', 'failed')).toBe(1);
    expect(logged(body, 'whatsapp', 'queued')).toBe(0);
    expect(attempts(body, 'email', 'sent')).toBe(0);
  });
});
