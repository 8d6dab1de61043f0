import { startWhatsAppSink, type WhatsAppSink } from '@eventdesk/stand-ins';
import { CloudApiWhatsAppSender } from './cloud-api-whatsapp-sender';
import { createWhatsAppSender } from './create-whatsapp-sender';
import { whatsAppNumber } from './phone-number';
import type { WhatsAppMessage, WhatsAppOptions } from './whatsapp-sender';

const message: WhatsAppMessage = {
  to: '919843012345',
  language: 'ta',
  text: 'Payment confirmed, ID: 42',
  mediaUrl: 'https://tickets.example.com/api/registrations/abc/qrcode.png',
  templateParameters: ['42', 'Meena', 'meena@example.com', '+91 98430 12345', 'Gold', '₹3,600', 'https://q'],
};

describe('WhatsApp adapters against the WhatsApp stand-in (a real HTTP server)', () => {
  let sink: WhatsAppSink;
  let options: WhatsAppOptions;

  beforeAll(async () => {
    sink = await startWhatsAppSink(0);
    options = {
      provider: 'webhook',
      webhookUrl: `${sink.url}/webhook?apikey=k1`,
      token: '',
      phoneNumberId: '1234567890',
      template: 'ticket_confirmation',
      apiBaseUrl: `${sink.url}/v21.0`,
    };
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    sink.messages.length = 0;
  });

  it('webhook: GETs number, message and medialink and returns the gateway message id', async () => {
    const id = await createWhatsAppSender(options).send(message);
    expect(sink.messages).toEqual([
      expect.objectContaining({
        id,
        format: 'webhook',
        to: '919843012345',
        text: 'Payment confirmed, ID: 42',
        mediaUrl: message.mediaUrl,
        authorization: null,
      }),
    ]);
  });

  it('webhook: sends the token as a bearer header when one is set', async () => {
    await createWhatsAppSender({ ...options, token: 'secret-token' }).send(message);
    expect(sink.messages[0]?.authorization).toBe('Bearer secret-token');
  });

  it('cloud-api: POSTs a template message to /{phone-number-id}/messages with the bearer token', async () => {
    const sender = createWhatsAppSender({ ...options, provider: 'cloud-api', token: 'cloud-token' });
    const id = await sender.send(message);
    expect(id).toMatch(/^wamid\./);
    expect(sink.messages).toEqual([
      expect.objectContaining({
        id,
        format: 'cloud-api',
        to: '919843012345',
        phoneNumberId: '1234567890',
        mediaUrl: message.mediaUrl,
        authorization: 'Bearer cloud-token',
        template: { name: 'ticket_confirmation', language: 'ta', parameters: message.templateParameters },
      }),
    ]);
    expect((sender as CloudApiWhatsAppSender).requestBody(message)).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'template',
      template: { components: [{ type: 'header' }, { type: 'body' }] },
    });
  });

  it('reports a 500 with what the provider said, for either adapter', async () => {
    await fetch(`${sink.url}/control`, { method: 'POST', body: JSON.stringify({ failNext: 2 }) });
    await expect(createWhatsAppSender(options).send(message)).rejects.toThrow(
      /^WhatsApp provider answered 500: .*stand-in told to fail/,
    );
    const cloud = createWhatsAppSender({ ...options, provider: 'cloud-api', token: 'cloud-token' });
    await expect(cloud.send(message)).rejects.toThrow(/^WhatsApp provider answered 500/);
    expect(sink.messages).toHaveLength(0);
  });

  it('refuses to start the cloud-api adapter without its settings, naming them', () => {
    expect(() => createWhatsAppSender({ ...options, provider: 'cloud-api', phoneNumberId: '' })).toThrow(
      'Invalid environment: WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID required for WHATSAPP_PROVIDER=cloud-api',
    );
  });

  it.each([
    ['+91 98430 12345', '919843012345'],
    ['98430 12345', '919843012345'],
    ['098430-12345', '919843012345'],
    ['+44 7700 900123', '447700900123'],
  ])('normalises %s to %s', (typed, digits) => {
    expect(whatsAppNumber(typed)).toBe(digits);
  });
});
