import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import {
  CONTACT_MESSAGE_RECEIVED,
  type ContactMessageReceivedPayload,
  type EventEnvelope,
} from '@eventdesk/contracts';
import { startSmtpSink, type SmtpSink } from '@eventdesk/stand-ins';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { unreadDeliveryOutcomes } from '../../test/delivery-outcomes';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Delivery } from '../deliveries/delivery.entity';
import { Mailer } from '../mail/mailer';
import { ContactDigestItem } from './contact-digest-item.entity';
import { ContactDigestQueue } from './contact-digest-queue';
import { CONTACT_DIGEST_DELIVERY, CONTACT_DIGEST_WINDOW_MS } from './contact-digest.repository';
import type { ContactDigestOptions } from './contact-digest.options';
import { ContactMessageReceivedConsumer } from './contact-message-received.consumer';
import { SendContactDigestJob } from './jobs/send-contact-digest.job';

jest.setTimeout(30_000);

const BASE_URL = 'https://tickets.example.com';
const DESK = 'desk@example.com';

let nextId = 1;
const received = (
  overrides: Partial<ContactMessageReceivedPayload> = {},
): EventEnvelope<ContactMessageReceivedPayload> => ({
  id: randomUUID(),
  name: CONTACT_MESSAGE_RECEIVED,
  occurredAt: new Date().toISOString(),
  correlationId: 'int-contact-digest',
  payload: {
    contactMessageId: nextId++,
    name: 'Anitha',
    email: 'anitha@example.com',
    phone: '+91 98765 43210',
    programme: 'miracle',
    message: 'When does the next batch start?',
    language: 'en',
    receivedAt: new Date().toISOString(),
    digestTo: DESK,
    ...overrides,
  } satisfies ContactMessageReceivedPayload,
});

describe('contact digest: at most one staff e-mail per 15 minutes, escaped, through the delivery log (real PostgreSQL, Redis, SMTP stand-in)', () => {
  let orm: MikroORM;
  let smtp: SmtpSink;
  let mailer: Mailer;
  let options: ContactDigestOptions;
  let job: SendContactDigestJob;
  let queue: ContactDigestQueue;
  let consumer: ContactMessageReceivedConsumer;

  /** The jobs waiting in Redis (delayed or ready). */
  const waitingJobs = async () => {
    const jobs = await queue.queue().getJobs(['delayed', 'waiting', 'prioritized']);
    return jobs.map((one) => one.id);
  };
  /** Runs the waiting jobs as the worker would (first try of five), then removes them as completion does. */
  const runJob = async () => {
    const jobs = await queue.queue().getJobs(['delayed', 'waiting', 'prioritized']);
    for (const one of jobs) {
      await queue.process({ data: one.data, attemptsMade: 0, opts: { attempts: 5 } });
      await one.remove();
    }
  };
  /** A job run again by hand (a redelivered job), with none waiting. */
  const runJobAgain = () => queue.process({ data: {}, attemptsMade: 0, opts: { attempts: 5 } });
  const digests = () =>
    orm.em.fork().find(Delivery, { eventName: CONTACT_DIGEST_DELIVERY }, { orderBy: { createdAt: 'asc' } });
  /** Moves the last digest back in time, as if the window had passed. */
  const windowPassed = () =>
    orm.em
      .getConnection()
      .execute(
        `update notification.delivery set created_at = created_at - ?::interval where event_name = ?`,
        [`${CONTACT_DIGEST_WINDOW_MS / 1000} seconds`, CONTACT_DIGEST_DELIVERY],
      );

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    smtp = await startSmtpSink(0, 0);
    mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${smtp.smtpPort}`, from: 'Desk <d@example.com>' });
    options = {
      redisUrl: TEST_REDIS_URL,
      queuePrefix: testQueuePrefix('contact-digest'),
      publicBaseUrl: BASE_URL,
      attempts: 5,
      retryDelayMs: 10,
      autoStart: false,
    };
    job = new SendContactDigestJob(
      orm.em,
      new DeliveriesService(orm.em, unreadDeliveryOutcomes()),
      mailer,
      options,
    );
    queue = new ContactDigestQueue(options, job, orm.em);
    consumer = new ContactMessageReceivedConsumer(orm.em, queue);
  });
  afterAll(async () => {
    await queue.queue().obliterate({ force: true });
    await queue.onApplicationShutdown();
    mailer.onApplicationShutdown();
    await smtp.close();
    await orm.close();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    await queue.queue().obliterate({ force: true });
    await truncateSchema(orm, NOTIFICATION_SCHEMA);
  });

  it('three messages within the window: one delayed job, then one digest e-mail holding all three, escaped', async () => {
    await consumer.onContactMessageReceived(received({ name: 'First' }));
    await consumer.onContactMessageReceived(
      received({ name: 'Second <b>', message: '<script>alert("x")</script> & more' }),
    );
    await consumer.onContactMessageReceived(received({ name: 'Third' }));

    const jobs = await queue.queue().getJobs(['delayed']);
    expect(jobs.map((one) => [one.id, one.opts.delay])).toEqual([
      ['contact-digest:after:none', CONTACT_DIGEST_WINDOW_MS],
    ]);

    await runJob();
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(mail?.to).toEqual([DESK]);
    expect(mail?.subject).toBe('3 new contact messages');
    for (const name of ['First', 'Second &lt;b&gt;', 'Third']) {
      expect(mail?.html).toContain(name);
    }
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain('<script>alert("x")</script> & more');
    expect(mail?.text).toContain(`${BASE_URL}/admin/contact-messages`);

    expect(await digests()).toEqual([
      expect.objectContaining({ recipient: DESK, status: 'sent', attempts: 1, channel: 'email' }),
    ]);
    // Run again (a redelivered job): nothing waits, nothing more is sent, no new job.
    await runJobAgain();
    expect(smtp.messages).toHaveLength(1);
    expect(await waitingJobs()).toEqual([]);
  });

  it('a redelivered event is kept once', async () => {
    const event = received();
    await consumer.onContactMessageReceived(event);
    await consumer.onContactMessageReceived(event);
    expect(await orm.em.fork().count(ContactDigestItem, {})).toBe(1);
  });

  it('no digest address set: the message is not kept, no job, no e-mail', async () => {
    await consumer.onContactMessageReceived(received({ digestTo: null }));
    expect(await orm.em.fork().count(ContactDigestItem, {})).toBe(0);
    expect(await waitingJobs()).toEqual([]);
    await runJobAgain();
    expect(smtp.messages).toHaveLength(0);
    expect(await digests()).toEqual([]);
  });

  it('a message after a digest waits for the next window, under a new job id; never two e-mails in one window', async () => {
    await consumer.onContactMessageReceived(received({ name: 'Early' }));
    await runJob();
    const [first] = await digests();

    await consumer.onContactMessageReceived(received({ name: 'Late' }));
    expect(await waitingJobs()).toEqual([`contact-digest:after:${first?.id}`]);
    // Run early (no moveToDelayed here): it must not send inside the window.
    expect('notBefore' in (await job.run(false))).toBe(true);
    expect(smtp.messages).toHaveLength(1);

    await windowPassed();
    await runJob();
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['New contact message', 'New contact message']);
    expect(smtp.messages[1]?.text).toContain('Late');
    expect(smtp.messages[1]?.text).not.toContain('Early');
  });

  it('SMTP failing: the digest is retried as the same digest; failing for good gives its messages to the next one', async () => {
    await consumer.onContactMessageReceived(received({ name: 'Patient' }));
    await fetch(`http://127.0.0.1:${smtp.httpPort}/control`, {
      method: 'POST',
      body: JSON.stringify({ rejectNext: 2 }),
    });
    await expect(job.run(false)).rejects.toThrow();
    await expect(job.run(true)).rejects.toThrow();
    expect((await digests()).map((row) => [row.status, row.attempts])).toEqual([['failed', 2]]);
    expect(await orm.em.fork().count(ContactDigestItem, { digestId: null })).toBe(1);

    await windowPassed();
    expect('sent' in (await job.run(false))).toBe(true);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.text).toContain('Patient');
  });
});
