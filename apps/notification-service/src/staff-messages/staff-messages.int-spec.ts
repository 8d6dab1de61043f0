import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { EventEnvelope, RegistrationMessageRequestedPayload } from '@eventdesk/contracts';
import { startSmtpSink, startWhatsAppSink, type SmtpSink, type WhatsAppSink } from '@eventdesk/stand-ins';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import { unreadDeliveryOutcomes } from '../../test/delivery-outcomes';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Delivery } from '../deliveries/delivery.entity';
import { Mailer } from '../mail/mailer';
import { createWhatsAppSender } from '../whatsapp/create-whatsapp-sender';
import { StaffMessageEventsConsumer } from './staff-message-events.consumer';

jest.setTimeout(30_000);

const BASE_URL = 'https://tickets.example.com';
const REF = 'abcdefghijklmnopqrstuv';

function message(
  overrides: Partial<RegistrationMessageRequestedPayload> = {},
): RegistrationMessageRequestedPayload {
  return {
    kind: 'confirmation_email',
    requestedBy: 'admin',
    registrationId: 42,
    ref: REF,
    fullName: 'மீனா <Sundaram>',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    package: 'diamond',
    amount: 5100,
    paymentStatus: 'completed',
    language: 'en',
    ...overrides,
  };
}

const envelope = (
  payload: RegistrationMessageRequestedPayload,
): EventEnvelope<RegistrationMessageRequestedPayload> => ({
  id: randomUUID(),
  name: 'registration.message-requested.v1',
  occurredAt: new Date().toISOString(),
  correlationId: 'int-staff-messages',
  payload,
});

const firstTry = { attempt: 1, isFinalAttempt: false };

describe('staff messages: registration.message-requested consumer (real PostgreSQL, SMTP and WhatsApp stand-ins)', () => {
  let orm: MikroORM;
  let smtp: SmtpSink;
  let whatsapp: WhatsAppSink;
  let mailer: Mailer;
  let consumer: StaffMessageEventsConsumer;

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    smtp = await startSmtpSink(0, 0);
    whatsapp = await startWhatsAppSink(0);
    mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${smtp.smtpPort}`, from: 'Desk <d@example.com>' });
    const sender = createWhatsAppSender({
      provider: 'webhook',
      webhookUrl: `${whatsapp.url}/webhook`,
      token: '',
      phoneNumberId: '',
      template: '',
      apiBaseUrl: whatsapp.url,
    });
    consumer = new StaffMessageEventsConsumer(
      new DeliveriesService(orm.em, unreadDeliveryOutcomes()),
      mailer,
      sender,
      BASE_URL,
    );
  });
  afterAll(async () => {
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

  it('e-mails a completed registration "confirmed" with its attendance page and QR image, once per event', async () => {
    const event = envelope(message());
    await consumer.onMessageRequested(event, firstTry);
    await consumer.onMessageRequested(event, firstTry);
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(mail?.subject).toBe('Your registration is confirmed (ID 42)');
    expect(mail?.to).toEqual(['meena@example.com']);
    expect(mail?.text).toContain(`${BASE_URL}/attendance/${REF}`);
    expect(mail?.text).toContain(`${BASE_URL}/api/registrations/${REF}/qrcode.png`);
    expect(mail?.text).toContain('Dear மீனா <Sundaram>,');
    expect(mail?.text).not.toContain('/payment/');
    expect(mail?.html).toContain('மீனா &lt;Sundaram&gt;');
    const rows = await orm.em.fork().find(Delivery, { eventId: event.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'email',
      status: 'sent',
      attempts: 1,
      recipient: 'meena@example.com',
    });
  });

  it('e-mails an unpaid registration its details and payment link, in Tamil for a Tamil registration', async () => {
    await consumer.onMessageRequested(
      envelope(message({ paymentStatus: 'pending', language: 'ta' })),
      firstTry,
    );
    const mail = smtp.messages[0];
    expect(mail?.subject).toBe('உங்கள் பதிவு விவரங்கள் (எண் 42)');
    expect(mail?.text).toContain(`${BASE_URL}/payment/${REF}?lang=ta`);
    expect(mail?.text).toContain('டைமண்ட்');
    expect(mail?.text).not.toContain('/attendance/');
  });

  it('sends the comma-joined WhatsApp reminder with the QR image link for a completed registration', async () => {
    const event = envelope(message({ kind: 'whatsapp_reminder', package: 'vip', amount: 7200 }));
    await consumer.onMessageRequested(event, firstTry);
    await consumer.onMessageRequested(event, firstTry);
    expect(whatsapp.messages).toHaveLength(1);
    const sent = whatsapp.messages[0];
    expect(sent?.to).toBe('919843012345');
    expect(sent?.mediaUrl).toBe(`${BASE_URL}/api/registrations/${REF}/qrcode.png`);
    expect(sent?.text).toBe(
      [
        'Coimbatore Business Conference registration',
        'ID: 42',
        'Name: மீனா <Sundaram>',
        'Email: meena@example.com',
        'Phone: +91 98430 12345',
        'Package: VIP Pass - The Red Carpet Access',
        'Amount: ₹7,200',
        `QR code: ${BASE_URL}/api/registrations/${REF}/qrcode.png`,
      ].join(', '),
    );
    expect(smtp.messages).toHaveLength(0);
    const rows = await orm.em.fork().find(Delivery, { eventId: event.id });
    expect(rows).toMatchObject([{ channel: 'whatsapp', status: 'sent', recipient: '919843012345' }]);
  });

  it('sends an unpaid registration the payment link instead of the QR image', async () => {
    await consumer.onMessageRequested(
      envelope(message({ kind: 'whatsapp_reminder', paymentStatus: 'prospect' })),
      firstTry,
    );
    const sent = whatsapp.messages[0];
    expect(sent?.text).toContain(`Pay here: ${BASE_URL}/payment/${REF}`);
    expect(sent?.text).not.toContain('qrcode.png');
  });

  it('records a refused WhatsApp send for retry and marks it failed on the last attempt; a later retry sends once', async () => {
    const event = envelope(message({ kind: 'whatsapp_reminder' }));
    await fetch(`${whatsapp.url}/control`, { method: 'POST', body: JSON.stringify({ failNext: 2 }) });
    await expect(consumer.onMessageRequested(event, firstTry)).rejects.toThrow(/500/);
    let row = await orm.em.fork().findOneOrFail(Delivery, { eventId: event.id });
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    await expect(consumer.onMessageRequested(event, { attempt: 5, isFinalAttempt: true })).rejects.toThrow();
    row = await orm.em.fork().findOneOrFail(Delivery, { eventId: event.id });
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    await consumer.onMessageRequested(event, firstTry);
    await consumer.onMessageRequested(event, firstTry);
    expect(whatsapp.messages).toHaveLength(1);
  });
});
