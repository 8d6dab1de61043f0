import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  EventEnvelope,
  PitchReviewedPayload,
  PitchSubmittedPayload,
  RegistrationCreatedPayload,
  TicketIssuedPayload,
} from '@eventdesk/contracts';
import { startSmtpSink, startWhatsAppSink, type SmtpSink, type WhatsAppSink } from '@eventdesk/stand-ins';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { unreadDeliveryOutcomes } from '../../test/delivery-outcomes';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { StaticEventFacts } from '../event-facts/event-facts';
import { Mailer } from '../mail/mailer';
import { SendTicketEmailJob } from '../ticket-messages/jobs/send-ticket-email.job';
import { SendTicketWhatsAppJob } from '../ticket-messages/jobs/send-ticket-whatsapp.job';
import { TicketEventsConsumer } from '../ticket-messages/ticket-events.consumer';
import { TicketMessageQueues } from '../ticket-messages/ticket-message-queues';
import type { TicketMessagesOptions } from '../ticket-messages/ticket-messages.options';
import { createWhatsAppSender } from '../whatsapp/create-whatsapp-sender';
import { DeliveriesService } from './deliveries.service';
import { Delivery } from './delivery.entity';
import { PitchEventsConsumer } from './pitch-events.consumer';
import { RegistrationEventsConsumer } from './registration-events.consumer';

jest.setTimeout(30_000);
Logger.overrideLogger(['error']);

const VICTIM = 'victim@example.com';
const firstTry = { attempt: 1, isFinalAttempt: false };

const registered = (email: string, overrides: Partial<RegistrationCreatedPayload> = {}) =>
  envelope('registration.created.v1', {
    registrationId: 42,
    ref: randomBytes(16).toString('base64url'),
    fullName: 'Someone',
    email,
    phone: '+91 98430 12345',
    package: 'gold',
    amount: 3600,
    language: 'en',
    ...overrides,
  } satisfies RegistrationCreatedPayload);

const applicant = {
  applicationId: 7,
  ref: 'abcdefghijklmnopqrstuv',
  startupName: 'Kovai Agro',
  founderName: 'Priya Raman',
  email: VICTIM,
  language: 'en' as const,
};
const pitchSubmitted = () =>
  envelope('pitch.submitted.v1', {
    ...applicant,
    hasDocument: false,
    submittedAt: new Date().toISOString(),
  } satisfies PitchSubmittedPayload);
const pitchReviewed = (status: 'rejected' | 'accepted') =>
  envelope('pitch.reviewed.v1', {
    ...applicant,
    status,
    previousStatus: 'pending',
    applicantMessage: '',
    reviewedBy: 'meena',
    reviewedAt: new Date().toISOString(),
  } satisfies PitchReviewedPayload);

function envelope<P>(name: string, payload: P): EventEnvelope<P> {
  return { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
}

describe('mail budget per recipient (real PostgreSQL, Redis, SMTP server and WhatsApp stand-in)', () => {
  let orm: MikroORM;
  let smtp: SmtpSink;
  let whatsapp: WhatsAppSink;
  let mailer: Mailer;
  let registrations: RegistrationEventsConsumer;
  let pitches: PitchEventsConsumer;
  let tickets: TicketEventsConsumer;
  let queues: TicketMessageQueues;
  const options: TicketMessagesOptions = {
    redisUrl: TEST_REDIS_URL,
    queuePrefix: testQueuePrefix('mail-budget'),
    natsUrl: 'nats://127.0.0.1:1',
    publicBaseUrl: 'https://tickets.example.com',
    attempts: 3,
    retryDelayMs: 50,
    concurrency: 2,
  };

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    smtp = await startSmtpSink(0, 0);
    whatsapp = await startWhatsAppSink(0);
    mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${smtp.smtpPort}`, from: 'Test <t@example.com>' });
    const deliveries = new DeliveriesService(orm.em, unreadDeliveryOutcomes(), { perHour: 5, perDay: 20 });
    registrations = new RegistrationEventsConsumer(deliveries, mailer, options.publicBaseUrl);
    pitches = new PitchEventsConsumer(deliveries, mailer);
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
    tickets = new TicketEventsConsumer(deliveries, queues);
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
    await truncateSchema(orm, NOTIFICATION_SCHEMA);
  });

  const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
  const rowOf = (event: EventEnvelope) => orm.em.fork().findOneOrFail(Delivery, { eventId: event.id });
  /** Moves the charged rows of `address` back in time, as if they had been sent that long ago. */
  const age = (address: string, interval: string) =>
    orm.em
      .getConnection()
      .execute(
        `update "notification"."delivery" set "created_at" = "created_at" - ?::interval where "budget_recipient" = ?`,
        [interval, address],
      );

  it('ten simultaneous registrations with one victim’s address (however spelled) send 5; another recipient still gets theirs', async () => {
    const spellings = ['victim@example.com', ' Victim@Example.com', 'VICTIM@example.com '];
    const attack = Array.from({ length: 10 }, (_, i) => registered(spellings[i % 3] ?? VICTIM));
    const honest = registered('kavitha@example.com');
    await Promise.all(
      [...attack, honest].map((event) => registrations.onRegistrationCreated(event, firstTry)),
    );

    const toVictim = smtp.messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === VICTIM));
    expect(toVictim).toHaveLength(5);
    expect(mailsTo('kavitha@example.com')).toHaveLength(1);
    const rows = await Promise.all(attack.map(rowOf));
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(5);
    const skipped = rows.filter((row) => row.status === 'skipped');
    expect(skipped).toHaveLength(5);
    for (const row of skipped) {
      expect(row).toMatchObject({ attempts: 0, budgetRecipient: VICTIM, providerMessageId: null });
      expect(row.lastError).toBe(
        'over the mail budget: 5 public-triggered messages to this address in the last hour',
      );
    }

    // A redelivered skipped event is final: no mail, no error for the queue to retry, the row unchanged.
    const skippedEvent = attack.find((event) => event.id === skipped[0]?.eventId) ?? attack[0];
    await expect(registrations.onRegistrationCreated(skippedEvent, firstTry)).resolves.toBeUndefined();
    expect(await rowOf(skippedEvent)).toMatchObject({ status: 'skipped', attempts: 0 });
    expect(smtp.messages).toHaveLength(6);
  });

  it('the pitch acknowledgement and a rejection share that budget; an acceptance, a staff-added registration and a paid ticket go past it', async () => {
    for (let i = 0; i < 5; i += 1) {
      await registrations.onRegistrationCreated(registered(VICTIM), firstTry);
    }
    expect(mailsTo(VICTIM)).toHaveLength(5);

    const acknowledgement = pitchSubmitted();
    await pitches.onPitchSubmitted(acknowledgement, firstTry);
    const rejection = pitchReviewed('rejected');
    await pitches.onPitchReviewed(rejection, firstTry);
    expect(await rowOf(acknowledgement)).toMatchObject({ status: 'skipped' });
    expect(await rowOf(rejection)).toMatchObject({ status: 'skipped' });
    expect(mailsTo(VICTIM)).toHaveLength(5);

    const acceptance = pitchReviewed('accepted');
    await pitches.onPitchReviewed(acceptance, firstTry);
    const staffAdded = registered(VICTIM, { staffAdded: true });
    await registrations.onRegistrationCreated(staffAdded, firstTry);
    for (const event of [acceptance, staffAdded]) {
      expect(await rowOf(event)).toMatchObject({ status: 'sent', budgetRecipient: null });
    }

    const payload: TicketIssuedPayload = {
      ticketId: 7,
      registrationId: 42,
      registrationRef: randomBytes(16).toString('base64url'),
      qrToken: `v1.${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
      fullName: 'Victim',
      email: VICTIM,
      phone: '+91 98430 12345',
      package: 'gold',
      ticketNumber: 1,
      amount: 3600,
      paymentStatus: 'completed',
      language: 'en',
      issuedAt: new Date().toISOString(),
      paymentEventId: randomUUID(),
    };
    await tickets.onTicketIssued(envelope('ticket.issued.v1', payload));
    const deadline = Date.now() + 15_000;
    while (!mailsTo(VICTIM).some((mail) => mail.subject.startsWith('Your ticket')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mailsTo(VICTIM).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Your ticket/)]),
    );
    expect(mailsTo(VICTIM)).toHaveLength(8);
  });

  it('refills after an hour up to 20 a day, and starts over after a day', async () => {
    const send = async () => {
      const event = registered(VICTIM);
      await registrations.onRegistrationCreated(event, firstTry);
      return (await rowOf(event)).status;
    };
    for (let hour = 0; hour < 4; hour += 1) {
      for (let i = 0; i < 5; i += 1) {
        expect(await send()).toBe('sent');
      }
      expect(await send()).toBe('skipped');
      await age(VICTIM, '61 minutes');
    }
    // 20 sent within the last day, none in the last hour: the day's budget is what refuses now.
    const refused = registered(VICTIM);
    await registrations.onRegistrationCreated(refused, firstTry);
    expect(await rowOf(refused)).toMatchObject({
      status: 'skipped',
      lastError: 'over the mail budget: 20 public-triggered messages to this address in the last day',
    });
    expect(mailsTo(VICTIM)).toHaveLength(20);

    await age(VICTIM, '1 day');
    expect(await send()).toBe('sent');
  });
});
