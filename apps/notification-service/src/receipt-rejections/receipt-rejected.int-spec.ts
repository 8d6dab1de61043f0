import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import {
  PAYMENT_RECEIPT_REJECTED,
  type EventEnvelope,
  type ReceiptRejectedPayload,
} from '@eventdesk/contracts';
import { startSmtpSink, startWhatsAppSink, type SmtpSink, type WhatsAppSink } from '@eventdesk/stand-ins';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import { unreadDeliveryOutcomes } from '../../test/delivery-outcomes';
import { NOTIFICATION_SCHEMA, notificationOrmConfig } from '../database';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Delivery } from '../deliveries/delivery.entity';
import { Mailer } from '../mail/mailer';
import type { WhatsAppOptions } from '../whatsapp/whatsapp-sender';
import { ReceiptRejectedConsumer } from './receipt-rejected.consumer';
import { receiptRejectedWhatsApp } from './receipt-rejections.module';

jest.setTimeout(30_000);

const BASE_URL = 'https://tickets.example.com';
const REF = 'abcdefghijklmnopqrstuv';

const rejection = (overrides: Partial<ReceiptRejectedPayload> = {}): ReceiptRejectedPayload => ({
  proofId: 7,
  paymentId: 3,
  registrationId: 42,
  registrationRef: REF,
  reason: 'Amount <₹3,000> not on the statement',
  rejectedAt: '2026-11-24T10:00:00.000Z',
  fullName: 'Meena Sundaram',
  email: 'meena@example.com',
  phone: '+91 98430 12345',
  language: 'en',
  ...overrides,
});

const envelope = (payload: ReceiptRejectedPayload): EventEnvelope<ReceiptRejectedPayload> => ({
  id: randomUUID(),
  name: PAYMENT_RECEIPT_REJECTED,
  occurredAt: new Date().toISOString(),
  correlationId: 'int-receipt-rejected',
  payload,
});

const firstTry = { attempt: 1, isFinalAttempt: false };

describe('receipt rejected: e-mail and WhatsApp through the delivery log (real PostgreSQL, SMTP and WhatsApp stand-ins)', () => {
  let orm: MikroORM;
  let smtp: SmtpSink;
  let whatsapp: WhatsAppSink;
  let mailer: Mailer;
  let webhook: WhatsAppOptions;

  const consumerWith = (whatsappOptions: WhatsAppOptions, cloudApiTemplate = '') =>
    new ReceiptRejectedConsumer(
      new DeliveriesService(orm.em, unreadDeliveryOutcomes()),
      mailer,
      receiptRejectedWhatsApp({
        smtpUrl: '',
        mailFrom: '',
        publicBaseUrl: BASE_URL,
        whatsapp: whatsappOptions,
        cloudApiTemplate,
      }),
      BASE_URL,
    );
  const rowsOf = (eventId: string) =>
    orm.em.fork().find(Delivery, { eventId }, { orderBy: { channel: 'asc' } });

  beforeAll(async () => {
    orm = await createTestOrm(notificationOrmConfig);
    smtp = await startSmtpSink(0, 0);
    whatsapp = await startWhatsAppSink(0);
    mailer = new Mailer({ smtpUrl: `smtp://127.0.0.1:${smtp.smtpPort}`, from: 'Desk <d@example.com>' });
    webhook = {
      provider: 'webhook',
      webhookUrl: `${whatsapp.url}/webhook`,
      token: '',
      phoneNumberId: '1234567890',
      template: 'ticket_confirmation',
      apiBaseUrl: `${whatsapp.url}/v21.0`,
    };
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
    await truncateSchema(orm, NOTIFICATION_SCHEMA);
  });

  it('e-mails and WhatsApps the reason and the next step in English, once however often the event arrives', async () => {
    const consumer = consumerWith(webhook);
    const event = envelope(rejection());
    await consumer.onReceiptRejected(event, firstTry);
    await consumer.onReceiptRejected(event, firstTry);

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(mail?.to).toEqual(['meena@example.com']);
    expect(mail?.subject).toBe('Your payment receipt was not accepted (ID 42)');
    expect(mail?.text).toContain('Your receipt was not accepted: Amount <₹3,000> not on the statement');
    expect(mail?.text).toContain(
      'Upload a new receipt or pay by card. Your seat stays reserved for 24 hours.',
    );
    expect(mail?.text).toContain(`${BASE_URL}/payment/${REF}`);
    expect(mail?.text).not.toContain('lang=ta');
    expect(mail?.html).toContain('Amount &lt;₹3,000&gt; not on the statement');

    expect(whatsapp.messages).toHaveLength(1);
    expect(whatsapp.messages[0]).toMatchObject({ format: 'webhook', to: '919843012345', mediaUrl: '' });
    expect(whatsapp.messages[0]?.text).toBe(
      `Dear Meena Sundaram, Your receipt was not accepted: Amount <₹3,000> not on the statement ` +
        `Upload a new receipt or pay by card. Your seat stays reserved for 24 hours. ${BASE_URL}/payment/${REF}`,
    );
    expect(await rowsOf(event.id)).toEqual([
      expect.objectContaining({
        channel: 'email',
        status: 'sent',
        attempts: 1,
        recipient: 'meena@example.com',
      }),
      expect.objectContaining({
        channel: 'whatsapp',
        status: 'sent',
        attempts: 1,
        recipient: '919843012345',
      }),
    ]);
  });

  it('writes to a Tamil registrant in Tamil, with the payment page link in Tamil', async () => {
    await consumerWith(webhook).onReceiptRejected(
      envelope(rejection({ language: 'ta', fullName: 'மீனா', reason: 'தொகை பொருந்தவில்லை' })),
      firstTry,
    );
    const mail = smtp.messages[0];
    expect(mail?.subject).toBe('உங்கள் கட்டண ரசீது ஏற்கப்படவில்லை (எண் 42)');
    expect(mail?.text).toContain('அன்புள்ள மீனா,');
    expect(mail?.text).toContain('உங்கள் ரசீது ஏற்கப்படவில்லை: தொகை பொருந்தவில்லை');
    expect(mail?.text).toContain('புதிய ரசீதைப் பதிவேற்றவும் அல்லது அட்டை மூலம் செலுத்தவும்.');
    expect(mail?.text).toContain(`${BASE_URL}/payment/${REF}?lang=ta`);
    expect(whatsapp.messages[0]?.text).toContain('உங்கள் ரசீது ஏற்கப்படவில்லை: தொகை பொருந்தவில்லை');
  });

  it('cloud-api without this kind’s template: the WhatsApp row is skipped, the e-mail still goes, nothing retries', async () => {
    const consumer = consumerWith({ ...webhook, provider: 'cloud-api', token: 'cloud-token' });
    const event = envelope(rejection());
    await consumer.onReceiptRejected(event, firstTry);
    await consumer.onReceiptRejected(event, firstTry);
    expect(smtp.messages).toHaveLength(1);
    expect(whatsapp.messages).toHaveLength(0);
    expect(await rowsOf(event.id)).toEqual([
      expect.objectContaining({ channel: 'email', status: 'sent' }),
      expect.objectContaining({
        channel: 'whatsapp',
        status: 'skipped',
        attempts: 0,
        lastError: 'WHATSAPP_TEMPLATE_RECEIPT_REJECTED is not set: no approved Cloud API template',
      }),
    ]);
  });

  it('cloud-api with the template: sends that template with name, reason and link, and no image header', async () => {
    const consumer = consumerWith(
      { ...webhook, provider: 'cloud-api', token: 'cloud-token' },
      'receipt_rejected',
    );
    const event = envelope(rejection({ language: 'ta' }));
    await consumer.onReceiptRejected(event, firstTry);
    expect(whatsapp.messages).toEqual([
      expect.objectContaining({
        format: 'cloud-api',
        to: '919843012345',
        mediaUrl: '',
        template: {
          name: 'receipt_rejected',
          language: 'ta',
          parameters: [
            'Meena Sundaram',
            'Amount <₹3,000> not on the statement',
            `${BASE_URL}/payment/${REF}?lang=ta`,
          ],
        },
      }),
    ]);
    expect((await rowsOf(event.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('a WhatsApp failure retries the event without sending the e-mail again', async () => {
    const consumer = consumerWith(webhook);
    const event = envelope(rejection());
    await fetch(`${whatsapp.url}/control`, { method: 'POST', body: JSON.stringify({ failNext: 1 }) });
    await expect(consumer.onReceiptRejected(event, firstTry)).rejects.toThrow(/500/);
    await consumer.onReceiptRejected(event, firstTry);
    expect(smtp.messages).toHaveLength(1);
    expect(whatsapp.messages).toHaveLength(1);
    expect(await rowsOf(event.id)).toEqual([
      expect.objectContaining({ channel: 'email', status: 'sent', attempts: 1 }),
      expect.objectContaining({ channel: 'whatsapp', status: 'sent', attempts: 2 }),
    ]);
  });
});
