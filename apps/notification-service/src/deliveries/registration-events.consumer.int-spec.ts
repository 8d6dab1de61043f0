import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { EventEnvelope, RegistrationCreatedPayload } from '@eventdesk/contracts';
import { startSmtpSink, type SmtpSink } from '@eventdesk/stand-ins';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import { unreadDeliveryOutcomes } from '../../test/delivery-outcomes';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { Mailer } from '../mail/mailer';
import { DeliveriesService } from './deliveries.service';
import { Delivery } from './delivery.entity';
import { RegistrationEventsConsumer } from './registration-events.consumer';

const payload: RegistrationCreatedPayload = {
  registrationId: 42,
  ref: 'abcdefghijklmnopqrstuv',
  fullName: 'Kavya <script>',
  email: 'kavya@example.com',
  phone: '9876543210',
  package: 'gold',
  amount: 3600,
  language: 'ta',
};

describe('registration.created consumer (real PostgreSQL and a real SMTP server)', () => {
  let orm: MikroORM;
  let sink: SmtpSink;
  let mailer: Mailer;
  let consumer: RegistrationEventsConsumer;

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    sink = await startSmtpSink(0, 0);
    mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${sink.smtpPort}`, from: 'Test <t@example.com>' });
    consumer = new RegistrationEventsConsumer(
      new DeliveriesService(orm.em, unreadDeliveryOutcomes()),
      mailer,
      'https://tickets.example.com',
    );
  });
  afterAll(async () => {
    mailer.onApplicationShutdown();
    await sink.close();
    await orm.close();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    await truncateSchema(orm, NOTIFICATION_SCHEMA);
  });

  const envelope = (): EventEnvelope<RegistrationCreatedPayload> => ({
    id: randomUUID(),
    name: 'registration.created.v1',
    occurredAt: new Date().toISOString(),
    payload,
  });

  it('sends one e-mail in the visitor language with the payment link, even when the event arrives twice', async () => {
    const event = envelope();
    await consumer.onRegistrationCreated(event, { attempt: 1, isFinalAttempt: false });
    await consumer.onRegistrationCreated(event, { attempt: 1, isFinalAttempt: false });
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0];
    expect(mail?.subject).toBe('பதிவு பெறப்பட்டது (எண் 42)');
    expect(mail?.messageId).toBe(`<${event.id}.email@eventdesk>`);
    // A Tamil registrant's link opens the payment page in Tamil.
    expect(mail?.text).toContain('https://tickets.example.com/payment/abcdefghijklmnopqrstuv?lang=ta');
    expect(mail?.html).toContain('href="https://tickets.example.com/payment/abcdefghijklmnopqrstuv?lang=ta"');
    expect(mail?.text).toContain('அன்புள்ள Kavya <script>,');
    expect(mail?.html).toContain('Kavya &lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
    const rows = await orm.em.fork().find(Delivery, {});
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      channel: 'email',
      recipient: 'kavya@example.com',
    });
  });

  it('records a refused send for retry, and marks it failed on the last attempt', async () => {
    const event = envelope();
    const refusing = new Mailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'Test <t@example.com>' });
    const failing = new RegistrationEventsConsumer(
      new DeliveriesService(orm.em, unreadDeliveryOutcomes()),
      refusing,
      'https://tickets.example.com',
    );
    await expect(
      failing.onRegistrationCreated(event, { attempt: 1, isFinalAttempt: false }),
    ).rejects.toThrow();
    let row = await orm.em.fork().findOneOrFail(Delivery, { eventId: event.id });
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toBeTruthy();
    await expect(
      failing.onRegistrationCreated(event, { attempt: 5, isFinalAttempt: true }),
    ).rejects.toThrow();
    row = await orm.em.fork().findOneOrFail(Delivery, { eventId: event.id });
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    refusing.onApplicationShutdown();

    await consumer.onRegistrationCreated(event, { attempt: 1, isFinalAttempt: false });
    expect(sink.messages).toHaveLength(1);
  });
});
