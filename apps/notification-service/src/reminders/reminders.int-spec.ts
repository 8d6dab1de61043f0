import { Logger } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  registrationPatterns,
  reminderFactsQuery,
  seedEventSettings,
  settingsPatterns,
  toPublicSettings,
  type EventSettings,
  type RegistrationReminderFacts,
  type TicketIssuedPayload,
} from '@eventdesk/contracts';
import { Clock, natsClientOptions, RpcClient } from '@eventdesk/server-kit';
import { startSmtpSink, startWhatsAppSink, type SmtpSink, type WhatsAppSink } from '@eventdesk/stand-ins';
import {
  createTestOrm,
  startPrivateNats,
  startRpcStandIn,
  TEST_REDIS_URL,
  testQueuePrefix,
  truncateSchema,
  type PrivateNats,
  type RpcStandIn,
} from '@eventdesk/testing';
import { unreadDeliveryOutcomes } from '../../test/delivery-outcomes';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Delivery } from '../deliveries/delivery.entity';
import { Mailer } from '../mail/mailer';
import type { WhatsAppOptions } from '../whatsapp/whatsapp-sender';
import { SendReminderJob } from './jobs/send-reminder.job';
import { RpcReminderFacts } from './reminder-facts';
import { reminderDeliveryId, reminderJobId } from './reminder-kinds';
import { ReminderQueue } from './reminder-queue';
import { ReminderScheduler } from './reminder-scheduler';
import { reminderWhatsApp } from './reminder-whatsapp';
import type { RemindersOptions } from './reminders.options';

jest.setTimeout(30_000);
Logger.overrideLogger(['error']);

const HOUR = 3_600_000;
const BASE_URL = 'https://tickets.example.com';
/** 1 December 2026, 00:00 UTC: the moment every test starts from. */
const T0 = new Date('2026-12-01T00:00:00.000Z');

/** A clock the test sets: every decision of the reminders reads it. */
class MovableClock extends Clock {
  at = T0;
  override now(): Date {
    return this.at;
  }
}

const ref = () => randomBytes(16).toString('base64url');

const registration = (overrides: Partial<RegistrationReminderFacts> = {}): RegistrationReminderFacts => ({
  registrationId: 42,
  ref: ref(),
  fullName: 'Meena Sundaram',
  email: 'meena@example.com',
  phone: '+91 98430 12345',
  language: 'en',
  paymentStatus: 'pending',
  deleted: false,
  heldUntil: new Date(T0.getTime() + 48 * HOUR).toISOString(),
  ...overrides,
});

const ticket = (facts: RegistrationReminderFacts): TicketIssuedPayload => ({
  ticketId: facts.registrationId,
  registrationId: facts.registrationId,
  registrationRef: facts.ref,
  qrToken: 'v1.token',
  fullName: facts.fullName,
  email: facts.email,
  phone: facts.phone,
  package: 'gold',
  ticketNumber: 1,
  amount: 3600,
  paymentStatus: 'completed',
  language: facts.language,
  issuedAt: T0.toISOString(),
  paymentEventId: randomUUID(),
});

describe('reminders: delayed jobs through the delivery log (real PostgreSQL, Redis, NATS, SMTP and WhatsApp stand-ins)', () => {
  let orm: MikroORM;
  let smtp: SmtpSink;
  let whatsapp: WhatsAppSink;
  let nats: PrivateNats;
  let standIn: RpcStandIn;
  let proxy: ClientProxy;
  let mailer: Mailer;
  let clock: MovableClock;
  let queue: ReminderQueue;
  let scheduler: ReminderScheduler;
  /** What the registration service answers, as the test sets it. */
  const registrations = new Map<number, RegistrationReminderFacts>();
  let settings: EventSettings;
  let options: RemindersOptions;

  const build = (budget = { perHour: 5, perDay: 20 }, autoStart = false) => {
    const facts = new RpcReminderFacts(new RpcClient(proxy, 2000), 0);
    const deliveries = new DeliveriesService(orm.em, unreadDeliveryOutcomes(), budget);
    const job = new SendReminderJob(deliveries, mailer, clock, facts, reminderWhatsApp(options), options);
    const built = new ReminderQueue({ ...options, autoStart }, job, clock, facts);
    return { queue: built, scheduler: new ReminderScheduler(built, clock, facts) };
  };

  const jobOf = async (jobId: string): Promise<Job> => {
    const job = await queue.queue.getJob(jobId);
    if (!job) {
      throw new Error(`no job ${jobId}`);
    }
    return job;
  };
  /** When the job will run, in the test clock's time (BullMQ counts real time from when it was (re)scheduled). */
  const dueOf = (job: Job) => new Date(clock.now().getTime() + job.delay);
  /** Runs a delayed job now, as the worker would once its time came. */
  const runNow = async (jobId: string) => {
    const job = await jobOf(jobId);
    await job.promote();
    return queue.process(job);
  };
  const rowsOf = (kind: 'hold-lapse' | 'event-day-before', registrationId: number) =>
    orm.em
      .fork()
      .find(Delivery, { eventId: reminderDeliveryId(kind, registrationId) }, { orderBy: { channel: 'asc' } });

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    smtp = await startSmtpSink(0, 0);
    whatsapp = await startWhatsAppSink(0);
    nats = await startPrivateNats();
    standIn = await startRpcStandIn(nats.url, {
      [registrationPatterns.reminderFacts]: (data) =>
        registrations.get(reminderFactsQuery.parse(data).registrationId) ?? null,
      [settingsPatterns.getPublic]: () => toPublicSettings(settings, clock.now()),
    });
    proxy = ClientProxyFactory.create(natsClientOptions('test-reminders', nats.url));
    mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${smtp.smtpPort}`, from: 'Desk <d@example.com>' });
    const webhook: WhatsAppOptions = {
      provider: 'webhook',
      webhookUrl: `${whatsapp.url}/webhook`,
      token: '',
      phoneNumberId: '',
      template: '',
      apiBaseUrl: whatsapp.url,
    };
    options = {
      redisUrl: TEST_REDIS_URL,
      queuePrefix: testQueuePrefix('reminders'),
      natsUrl: nats.url,
      publicBaseUrl: BASE_URL,
      attempts: 3,
      retryDelayMs: 50,
      whatsapp: webhook,
      cloudApiTemplates: { 'hold-lapse': '', 'event-day-before': '' },
    };
  });

  afterAll(async () => {
    await queue.queue.obliterate({ force: true });
    await queue.onApplicationShutdown();
    await proxy.close();
    await standIn.close();
    await nats.stop();
    mailer.onApplicationShutdown();
    await smtp.close();
    await whatsapp.close();
    await orm.close();
  });

  beforeEach(async () => {
    smtp.messages.length = 0;
    whatsapp.messages.length = 0;
    registrations.clear();
    clock = new MovableClock();
    settings = seedEventSettings(T0);
    settings.event.date = '2026-12-20';
    settings.event.startTime = '09:00';
    if (queue) {
      await queue.queue.obliterate({ force: true });
      await queue.onApplicationShutdown();
    }
    ({ queue, scheduler } = build());
    await truncateSchema(orm, NOTIFICATION_SCHEMA);
  });

  it('schedules the hold reminder 6 h before the hold lapses, moves that one job when the hold is extended twice, and sends it once', async () => {
    const facts = registration();
    registrations.set(42, facts);
    await scheduler.registrationCreated({ ...facts, package: 'gold', amount: 3600, staffAdded: true });
    const jobId = reminderJobId('hold-lapse', 42);
    expect(await (await jobOf(jobId)).getState()).toBe('delayed');
    expect(dueOf(await jobOf(jobId)).toISOString()).toBe('2026-12-02T18:00:00.000Z');

    // Two rejected receipts, each keeping the seat 24 h from the rejection (the registration side applies it).
    for (const at of [30, 40]) {
      clock.at = new Date(T0.getTime() + at * HOUR);
      registrations.set(42, { ...facts, heldUntil: new Date(T0.getTime() + (at + 24) * HOUR).toISOString() });
      await scheduler.receiptRejected({
        proofId: at,
        paymentId: 3,
        registrationId: 42,
        registrationRef: facts.ref,
        reason: 'Amount not on the statement',
        rejectedAt: clock.now().toISOString(),
        fullName: facts.fullName,
        email: facts.email,
        phone: facts.phone,
        language: 'en',
      });
    }
    const delayed = await queue.queue.getJobs(['delayed', 'waiting']);
    expect(delayed.map((job) => job.id)).toEqual([jobId]);
    // Held until T0 + 64 h: the reminder at T0 + 58 h.
    expect(dueOf(await jobOf(jobId)).toISOString()).toBe('2026-12-03T10:00:00.000Z');

    // Run early (an old timer, a promoted job): not due, nothing sent.
    expect(await runNow(jobId)).toEqual({
      status: 'not-due',
      dueAt: new Date('2026-12-03T10:00:00.000Z'),
    });
    expect(smtp.messages).toHaveLength(0);

    clock.at = new Date('2026-12-03T10:00:00.000Z');
    expect(await queue.process(await jobOf(jobId))).toEqual({ status: 'sent' });
    expect(await queue.process(await jobOf(jobId))).toEqual({ status: 'sent' });
    expect(smtp.messages).toHaveLength(1);
    expect(whatsapp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(mail?.to).toEqual(['meena@example.com']);
    expect(mail?.subject).toBe(
      'Your seat is held for a few more hours: please complete your payment (ID 42)',
    );
    // 16:00 UTC is 9:30 pm in Coimbatore.
    expect(mail?.text).toContain('is held for you until 3 Dec 2026, 9:30 pm.');
    expect(mail?.text).toContain(`Complete your payment here:\n${BASE_URL}/payment/${facts.ref}`);
    expect(mail?.text).not.toContain('lang=ta');
    expect(whatsapp.messages[0]).toMatchObject({ to: '919843012345' });
    expect(whatsapp.messages[0]?.text).toContain(`${BASE_URL}/payment/${facts.ref}`);
    expect(await rowsOf('hold-lapse', 42)).toEqual([
      expect.objectContaining({
        channel: 'email',
        status: 'sent',
        attempts: 1,
        eventName: 'reminder.hold-lapse',
      }),
      expect.objectContaining({ channel: 'whatsapp', status: 'sent', attempts: 1 }),
    ]);
  });

  it('a card checkout hold gets no reminder, and neither does a staff hold not much longer than the lead time', async () => {
    // The public form: a card checkout hold; not even asked about.
    const callsBefore = standIn.calls.length;
    await scheduler.registrationCreated({ ...registration(), package: 'gold', amount: 3600 });
    expect(
      standIn.calls.slice(callsBefore).filter((call) => call.subject === registrationPatterns.reminderFacts),
    ).toEqual([]);
    // Staff added, but the hold ends 6.5 h from now: the reminder would come 30 minutes after registering.
    const short = registration({ heldUntil: new Date(T0.getTime() + 6.5 * HOUR).toISOString() });
    registrations.set(42, short);
    await scheduler.registrationCreated({ ...short, package: 'gold', amount: 3600, staffAdded: true });
    expect(await queue.queue.getJobs(['delayed', 'waiting'])).toEqual([]);
  });

  it.each([
    ['paid', { paymentStatus: 'completed' as const }],
    ['voided', { paymentStatus: 'void' as const, heldUntil: null }],
    ['deleted', { deleted: true }],
  ])('sends nothing once the registration is %s', async (_what, change) => {
    const facts = registration();
    registrations.set(42, facts);
    await scheduler.registrationCreated({ ...facts, package: 'gold', amount: 3600, staffAdded: true });
    registrations.set(42, { ...facts, ...change });
    clock.at = new Date('2026-12-02T18:00:00.000Z');
    expect(await runNow(reminderJobId('hold-lapse', 42))).toMatchObject({ status: 'dropped' });
    expect(smtp.messages).toHaveLength(0);
    expect(whatsapp.messages).toHaveLength(0);
    expect(await rowsOf('hold-lapse', 42)).toEqual([]);
  });

  it('sends nothing when the reminder is switched off in settings, and sends once it is on again in time', async () => {
    const facts = registration({ paymentStatus: 'completed', heldUntil: null });
    registrations.set(42, facts);
    await scheduler.ticketIssued(ticket(facts));
    settings.reminders.eventDayBefore = false;
    clock.at = new Date('2026-12-19T04:30:00.000Z');
    expect(await runNow(reminderJobId('event-day-before', 42))).toEqual({
      status: 'dropped',
      reason: 'event reminders are switched off',
    });
    expect(smtp.messages).toHaveLength(0);

    // Off when the ticket was issued, on again before the reminder's time: it goes.
    const later = registration({ registrationId: 44, paymentStatus: 'completed', heldUntil: null });
    registrations.set(44, later);
    clock.at = T0;
    await scheduler.ticketIssued(ticket(later));
    settings.reminders.eventDayBefore = true;
    clock.at = new Date('2026-12-19T04:30:00.000Z');
    expect(await runNow(reminderJobId('event-day-before', 44))).toEqual({ status: 'sent' });
    expect(smtp.messages).toHaveLength(1);

    const held = registration({ registrationId: 43 });
    registrations.set(43, held);
    settings.reminders.holdLapse = false;
    clock.at = T0;
    await scheduler.registrationCreated({ ...held, package: 'gold', amount: 3600, staffAdded: true });
    clock.at = new Date('2026-12-02T18:00:00.000Z');
    expect(await runNow(reminderJobId('hold-lapse', 43))).toEqual({
      status: 'dropped',
      reason: 'hold reminders are switched off',
    });
    expect(smtp.messages).toHaveLength(1);
  });

  it('reminds a paid Tamil attendee at 10:00 the day before, in Tamil, and follows the event date when staff change it', async () => {
    const facts = registration({
      registrationId: 7,
      fullName: 'மீனா',
      language: 'ta',
      paymentStatus: 'completed',
      heldUntil: null,
    });
    registrations.set(7, facts);
    await scheduler.ticketIssued(ticket(facts));
    const jobId = reminderJobId('event-day-before', 7);
    // 19 December, 10:00 in Asia/Kolkata.
    expect(dueOf(await jobOf(jobId)).toISOString()).toBe('2026-12-19T04:30:00.000Z');

    settings.event.date = '2026-12-10';
    expect(await queue.realignEventReminders()).toBe(1);
    expect(dueOf(await jobOf(jobId)).toISOString()).toBe('2026-12-09T04:30:00.000Z');
    expect(await queue.realignEventReminders()).toBe(0);

    // Moved later again after the job was promoted: when it runs it waits for the new day.
    settings.event.date = '2026-12-12';
    clock.at = new Date('2026-12-09T04:30:00.000Z');
    expect(await runNow(jobId)).toEqual({ status: 'not-due', dueAt: new Date('2026-12-11T04:30:00.000Z') });

    clock.at = new Date('2026-12-11T04:30:00.000Z');
    expect(await queue.process(await jobOf(jobId))).toEqual({ status: 'sent' });
    const mail = smtp.messages[0];
    expect(mail?.subject).toBe('நாளை கோயம்புத்தூர் வணிக மாநாடு 2025 நிகழ்வில் சந்திப்போம் (எண் 7)');
    expect(mail?.text).toContain('அன்புள்ள மீனா,');
    expect(mail?.text).toContain('கோயம்புத்தூர் வணிக மாநாடு 2025 நாளை நடைபெறுகிறது');
    expect(mail?.text).toContain('இடம்: விடுதி அரங்கம், கோயம்புத்தூர்');
    expect(mail?.text).toContain('தேதி மற்றும் நேரம்: சனி, 12 டிசம்பர், 2026');
    expect(mail?.text).toContain(`${BASE_URL}/attendance/${facts.ref}?lang=ta`);
    expect(whatsapp.messages[0]?.text).toContain(`${BASE_URL}/attendance/${facts.ref}?lang=ta`);
    expect((await rowsOf('event-day-before', 7)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('stays within the recipient’s mail budget: a reminder over it is recorded as skipped, not sent', async () => {
    ({ queue, scheduler } = build({ perHour: 1, perDay: 20 }));
    for (const id of [1, 2]) {
      const facts = registration({ registrationId: id, paymentStatus: 'completed', heldUntil: null });
      registrations.set(id, facts);
      await scheduler.ticketIssued(ticket(facts));
    }
    clock.at = new Date('2026-12-19T04:30:00.000Z');
    await runNow(reminderJobId('event-day-before', 1));
    await runNow(reminderJobId('event-day-before', 2));
    expect(smtp.messages).toHaveLength(1);
    expect(await rowsOf('event-day-before', 2)).toEqual([
      expect.objectContaining({
        channel: 'email',
        status: 'skipped',
        lastError: expect.stringMatching(/mail budget/),
      }),
      expect.objectContaining({ channel: 'whatsapp', status: 'skipped' }),
    ]);
  });

  it('cloud-api without the kind’s template: the WhatsApp row is skipped and charged to nobody, the e-mail goes', async () => {
    options = {
      ...options,
      whatsapp: { ...options.whatsapp, provider: 'cloud-api', token: 'cloud-token', phoneNumberId: '123' },
      cloudApiTemplates: { 'hold-lapse': '', 'event-day-before': 'event_reminder' },
    };
    try {
      ({ queue, scheduler } = build());
      const facts = registration();
      registrations.set(42, facts);
      await scheduler.registrationCreated({ ...facts, package: 'gold', amount: 3600, staffAdded: true });
      clock.at = new Date('2026-12-02T18:00:00.000Z');
      expect(await runNow(reminderJobId('hold-lapse', 42))).toEqual({ status: 'sent' });
      expect(smtp.messages).toHaveLength(1);
      expect(whatsapp.messages).toHaveLength(0);
      expect(await rowsOf('hold-lapse', 42)).toEqual([
        expect.objectContaining({ channel: 'email', status: 'sent', budgetRecipient: 'meena@example.com' }),
        expect.objectContaining({
          channel: 'whatsapp',
          status: 'skipped',
          budgetRecipient: null,
          lastError: 'WHATSAPP_TEMPLATE_HOLD_REMINDER is not set: no approved Cloud API template',
        }),
      ]);
    } finally {
      options = {
        ...options,
        whatsapp: { ...options.whatsapp, provider: 'webhook', token: '', phoneNumberId: '' },
        cloudApiTemplates: { 'hold-lapse': '', 'event-day-before': '' },
      };
    }
  });

  it('the worker sends a due reminder and puts one that is not due yet back to wait (real BullMQ worker)', async () => {
    const worker = build(undefined, true).queue;
    worker.onApplicationBootstrap();
    try {
      const due = registration({ registrationId: 8, paymentStatus: 'completed', heldUntil: null });
      const early = registration({ registrationId: 9, paymentStatus: 'completed', heldUntil: null });
      registrations.set(8, due);
      registrations.set(9, early);
      clock.at = new Date('2026-12-19T04:30:00.000Z');
      await queue.schedule('event-day-before', 8, clock.now());
      // Scheduled for now, but the event reminder is due tomorrow by the settings: the job waits again.
      settings.event.date = '2026-12-21';
      const deadline = Date.now() + 15_000;
      let state = '';
      while (Date.now() < deadline && state !== 'delayed') {
        state = await (await jobOf(reminderJobId('event-day-before', 8))).getState();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(state).toBe('delayed');
      expect(dueOf(await jobOf(reminderJobId('event-day-before', 8))).getTime()).toBeGreaterThan(
        new Date('2026-12-20T04:29:00.000Z').getTime(),
      );
      expect(smtp.messages).toHaveLength(0);

      settings.event.date = '2026-12-20';
      await queue.schedule('event-day-before', 9, clock.now());
      while (Date.now() < deadline && smtp.messages.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(smtp.messages.map((message) => message.subject)).toEqual([
        'See you tomorrow at Coimbatore Business Conference 2025 (ID 9)',
      ]);
    } finally {
      await worker.onApplicationShutdown();
    }
  });
});
