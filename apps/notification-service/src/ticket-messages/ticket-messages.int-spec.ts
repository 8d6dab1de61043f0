import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { simpleParser } from 'mailparser';
import { randomBytes, randomUUID } from 'node:crypto';
import type { EventEnvelope, TicketIssuedPayload } from '@eventdesk/contracts';
import { startSmtpSink, startWhatsAppSink, type SmtpSink, type WhatsAppSink } from '@eventdesk/stand-ins';
import {
  createTestOrm,
  decodeQrPng,
  TEST_REDIS_URL,
  testQueuePrefix,
  truncateSchema,
} from '@eventdesk/testing';
import { unreadDeliveryOutcomes } from '../../test/delivery-outcomes';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Delivery } from '../deliveries/delivery.entity';
import { StaticEventFacts } from '../event-facts/event-facts';
import { Mailer } from '../mail/mailer';
import { createWhatsAppSender } from '../whatsapp/create-whatsapp-sender';
import { SendTicketEmailJob } from './jobs/send-ticket-email.job';
import { SendTicketWhatsAppJob } from './jobs/send-ticket-whatsapp.job';
import { TicketEventsConsumer } from './ticket-events.consumer';
import { STUCK_AFTER_MS, TicketMessageQueues } from './ticket-message-queues';
import type { TicketMessagesOptions } from './ticket-messages.options';

jest.setTimeout(30_000);
Logger.overrideLogger(['error']);

const BASE_URL = 'https://tickets.example.com';

function ticket(overrides: Partial<TicketIssuedPayload> = {}): TicketIssuedPayload {
  return {
    ticketId: 7,
    registrationId: 42,
    registrationRef: randomBytes(16).toString('base64url'),
    qrToken: `v1.${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
    fullName: 'Meena <Sundaram>',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    package: 'diamond',
    ticketNumber: 1,
    amount: 5100,
    paymentStatus: 'completed',
    language: 'en',
    issuedAt: new Date().toISOString(),
    paymentEventId: randomUUID(),
    ...overrides,
  };
}

const envelope = (payload: TicketIssuedPayload): EventEnvelope<TicketIssuedPayload> => ({
  id: randomUUID(),
  name: 'ticket.issued.v1',
  occurredAt: new Date().toISOString(),
  correlationId: 'int-ticket-messages',
  payload,
});

async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('ticket messages: e-mail and WhatsApp jobs (real PostgreSQL, Redis, SMTP and HTTP stand-ins)', () => {
  let orm: MikroORM;
  let smtp: SmtpSink;
  let whatsapp: WhatsAppSink;
  let mailer: Mailer;
  let queues: TicketMessageQueues;
  let consumer: TicketEventsConsumer;
  const options: TicketMessagesOptions = {
    redisUrl: TEST_REDIS_URL,
    queuePrefix: testQueuePrefix('ticket-messages'),
    natsUrl: 'nats://127.0.0.1:1',
    publicBaseUrl: BASE_URL,
    attempts: 3,
    retryDelayMs: 50,
    concurrency: 2,
  };

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    smtp = await startSmtpSink(0, 0);
    whatsapp = await startWhatsAppSink(0);
    mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${smtp.smtpPort}`, from: 'Tickets <t@example.com>' });
    const deliveries = new DeliveriesService(orm.em, unreadDeliveryOutcomes());
    const facts = new StaticEventFacts();
    const sender = createWhatsAppSender({
      provider: 'webhook',
      webhookUrl: `${whatsapp.url}/webhook`,
      token: '',
      phoneNumberId: '',
      template: '',
      apiBaseUrl: whatsapp.url,
    });
    queues = new TicketMessageQueues(
      options,
      new SendTicketEmailJob(deliveries, mailer, facts, options),
      new SendTicketWhatsAppJob(deliveries, sender, facts, options),
      deliveries,
      orm.em,
    );
    queues.onApplicationBootstrap();
    consumer = new TicketEventsConsumer(deliveries, queues);
  });
  afterAll(async () => {
    for (const channel of ['email', 'whatsapp'] as const) {
      await queues.queue(channel).obliterate({ force: true });
    }
    await queues.onApplicationShutdown();
    mailer.onApplicationShutdown();
    await smtp.close();
    await whatsapp.close();
    await orm.close();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    whatsapp.messages.length = 0;
    await fetch(`${whatsapp.url}/control`, { method: 'POST', body: JSON.stringify({ failNext: 0 }) });
    await truncateSchema(orm, NOTIFICATION_SCHEMA);
  });

  const rows = (eventId: string) =>
    orm.em.fork().find(Delivery, { eventId }, { orderBy: { channel: 'asc' } });
  const settled = (eventId: string) =>
    waitUntil('both deliveries settled', async () => {
      const found = await rows(eventId);
      return found.length === 2 && found.every((row) => row.status !== 'queued') ? found : undefined;
    });

  it('sends one e-mail with the inline QR and one WhatsApp message, even when the event arrives twice', async () => {
    const payload = ticket();
    const event = envelope(payload);
    await consumer.onTicketIssued(event);
    await consumer.onTicketIssued(event);
    const [email, message] = await settled(event.id);
    // A late duplicate would have shown up by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
    expect(whatsapp.messages).toHaveLength(1);

    expect(email).toMatchObject({
      channel: 'email',
      status: 'sent',
      attempts: 1,
      recipient: 'meena@example.com',
    });
    expect(message).toMatchObject({
      channel: 'whatsapp',
      status: 'sent',
      attempts: 1,
      recipient: '919843012345',
    });
    expect(message?.providerMessageId).toBe(whatsapp.messages[0]?.id);

    const mail = smtp.messages[0];
    expect(mail?.subject).toBe('Your ticket for Coimbatore Business Conference 2025 (ID 42)');
    expect(mail?.messageId).toBe(`<${email?.id}.ticket@eventdesk>`);
    // Parsed again with the cid: links kept (the stand-in's own view inlines them as data: URLs).
    const parsed = await simpleParser(mail?.raw ?? '', { keepCidLinks: true });
    expect(parsed.html).toContain('<img src="cid:ticket-qr@eventdesk"');
    expect(parsed.html).toContain('Meena &lt;Sundaram&gt;');
    expect(parsed.html).not.toContain('<Sundaram>');
    expect(mail?.text).toContain(`${BASE_URL}/attendance/${payload.registrationRef}`);
    expect(mail?.text).toContain('Saturday, 25 October 2025, 9:00 am – 6:00 pm');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        contentType: 'image/png',
        cid: 'ticket-qr@eventdesk',
        filename: 'ticket-42.png',
      }),
    ]);
    const png = parsed.attachments[0]?.content as Buffer;
    expect(await decodeQrPng(png)).toEqual([payload.qrToken]);

    const sent = whatsapp.messages[0];
    const qrLink = `${BASE_URL}/api/registrations/${payload.registrationRef}/qrcode.png`;
    expect(sent).toMatchObject({ format: 'webhook', to: '919843012345', mediaUrl: qrLink });
    expect(sent?.text).toBe(
      `Payment confirmed for Coimbatore Business Conference 2025, ID: 42, Name: Meena <Sundaram>, ` +
        `Email: meena@example.com, Phone: +91 98430 12345, Package: Diamond, Amount: ₹5,100, QR code: ${qrLink}`,
    );
  });

  it('sends the messages whose jobs Redis lost: the sweep enqueues rows queued too long, and no message twice', async () => {
    // The consumer wrote both rows and died before it sent them (or their retry jobs went with a Redis restart).
    const event = envelope(ticket());
    const written = await new TicketEventsConsumer(new DeliveriesService(orm.em, unreadDeliveryOutcomes()), {
      deliver: () => Promise.resolve(),
    } as unknown as TicketMessageQueues).onTicketIssued(event);
    expect(written).toBeUndefined();
    expect((await rows(event.id)).map((row) => row.status)).toEqual(['queued', 'queued']);

    // Fresh rows are left to their jobs; rows queued longer than the threshold are enqueued again.
    expect(await queues.requeueStuck()).toBe(0);
    await orm.em
      .fork()
      .nativeUpdate(
        Delivery,
        { eventId: event.id },
        { updatedAt: new Date(Date.now() - STUCK_AFTER_MS - 1000) },
      );
    expect(await queues.requeueStuck()).toBe(2);
    await settled(event.id);
    // A second sweep while the jobs exist (or after they ran) sends nothing more.
    await queues.requeueStuck(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
    expect(whatsapp.messages).toHaveLength(1);
  });

  it('sends both messages before the event job ends, without a queue job; a job only for a retry', async () => {
    const event = envelope(ticket());
    await consumer.onTicketIssued(event);
    const found = await rows(event.id);
    expect(found.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ['email', 'sent', 1],
      ['whatsapp', 'sent', 1],
    ]);
    expect(smtp.messages).toHaveLength(1);
    expect(whatsapp.messages).toHaveLength(1);
    for (const row of found) {
      expect(await queues.queue(row.channel).getJob(row.id)).toBeUndefined();
    }
  });

  it('gives the unsent rows of a redelivered event a job that waits out a lock first, then sends them once', async () => {
    // The first delivery wrote the rows and died before sending; a second may still be sending them.
    const event = envelope(ticket());
    await new TicketEventsConsumer(new DeliveriesService(orm.em, unreadDeliveryOutcomes()), {
      deliver: () => Promise.resolve(),
    } as unknown as TicketMessageQueues).onTicketIssued(event);
    await consumer.onTicketIssued(event);
    expect(smtp.messages).toHaveLength(0);
    for (const row of await rows(event.id)) {
      const job = await queues.queue(row.channel).getJob(row.id);
      expect(await job?.getState()).toBe('delayed');
      expect(job?.opts.delay).toBe(TicketMessageQueues.LOCK_MS);
      // The row's first attempt was counted when it was written: the job has the two tries left.
      expect(job?.opts.attempts).toBe(2);
      await job?.promote();
    }
    const [email, message] = await settled(event.id);
    expect(email).toMatchObject({ status: 'sent', attempts: 2 });
    expect(message).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
    expect(whatsapp.messages).toHaveLength(1);
  });

  it('writes both messages in Tamil for a Tamil registration, every link opening the pages in Tamil', async () => {
    const payload = ticket({ language: 'ta', package: 'gold', amount: 3600 });
    const event = envelope(payload);
    await consumer.onTicketIssued(event);
    await settled(event.id);
    expect(smtp.messages[0]?.subject).toBe('கோயம்புத்தூர் வணிக மாநாடு 2025 — உங்கள் டிக்கெட் (எண் 42)');
    expect(smtp.messages[0]?.text).toContain('பதிவு எண்: 42');
    expect(whatsapp.messages[0]?.text).toMatch(
      /^கோயம்புத்தூர் வணிக மாநாடு 2025 — கட்டணம் உறுதி செய்யப்பட்டது, எண்: 42, /,
    );
    expect(whatsapp.messages[0]?.text).toContain('தொகுப்பு: கோல்டு');

    const ref = payload.registrationRef;
    const parsed = await simpleParser(smtp.messages[0]?.raw ?? '', { keepCidLinks: true });
    expect(parsed.html).toContain(`href="${BASE_URL}/attendance/${ref}?lang=ta"`);
    expect(smtp.messages[0]?.text).toContain(`${BASE_URL}/attendance/${ref}?lang=ta`);
    expect(smtp.messages[0]?.text).toContain(`${BASE_URL}/api/registrations/${ref}/qrcode.png?lang=ta`);
    expect(whatsapp.messages[0]?.text).toContain(`${BASE_URL}/api/registrations/${ref}/qrcode.png?lang=ta`);
    // No link anywhere without it: every URL in both messages ends in ?lang=ta.
    const urls = [parsed.html || '', smtp.messages[0]?.text ?? '', whatsapp.messages[0]?.text ?? ''].flatMap(
      (body) => body.match(/https?:\/\/[^\s"<,]+/g) ?? [],
    );
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      expect(url).toMatch(/\?lang=ta$/);
    }
  });

  it('retries an e-mail the SMTP server refused and delivers it once', async () => {
    await fetch(`http://127.0.0.1:${smtp.httpPort}/control`, {
      method: 'POST',
      body: JSON.stringify({ rejectNext: 2 }),
    });
    const event = envelope(ticket());
    await consumer.onTicketIssued(event);
    const [email] = await settled(event.id);
    expect(email).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.messages).toHaveLength(1);
  });

  it('retries a WhatsApp message the provider answered 500, then shows it failed in the delivery log', async () => {
    await fetch(`${whatsapp.url}/control`, { method: 'POST', body: JSON.stringify({ failNext: 10 }) });
    const event = envelope(ticket());
    await consumer.onTicketIssued(event);
    const [email, message] = await settled(event.id);
    expect(message).toMatchObject({ status: 'failed', attempts: 3, providerMessageId: null });
    expect(message?.lastError).toMatch(/^WhatsApp provider answered 500/);
    expect(whatsapp.messages).toHaveLength(0);
    // The e-mail is its own job and went out regardless.
    expect(email).toMatchObject({ status: 'sent', attempts: 1 });
    const job = await queues.queue('whatsapp').getJob(message?.id ?? '');
    expect(await job?.getState()).toBe('failed');
  });

  it('sends nothing when a job runs again after its send was recorded (a worker that died after the send)', async () => {
    const event = envelope(ticket());
    await consumer.onTicketIssued(event);
    const [email] = await settled(event.id);
    const job = { data: { deliveryId: email?.id }, attemptsMade: 0, opts: { attempts: 3 } };
    await queues.process('email', job);
    await queues.process('email', job);
    expect(smtp.messages).toHaveLength(1);
    expect((await rows(event.id))[0]?.attempts).toBe(1);
  });
});
