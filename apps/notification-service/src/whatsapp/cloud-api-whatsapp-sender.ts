import {
  WhatsAppProviderError,
  type WhatsAppMessage,
  type WhatsAppOptions,
  type WhatsAppSender,
} from './whatsapp-sender';

/**
 * WhatsApp Cloud API: POST /{phone-number-id}/messages with a Bearer token and a template message. The
 * template (WHATSAPP_TEMPLATE, approved in both languages) has an image header (the QR code) and seven body
 * parameters: registration id, name, e-mail, phone, package, amount, QR link.
 */
export class CloudApiWhatsAppSender implements WhatsAppSender {
  readonly provider = 'cloud-api' as const;

  constructor(private readonly options: WhatsAppOptions) {
    const missing = (['token', 'phoneNumberId', 'template'] as const).filter((key) => !options[key]);
    if (missing.length) {
      const names = {
        token: 'WHATSAPP_TOKEN',
        phoneNumberId: 'WHATSAPP_PHONE_NUMBER_ID',
        template: 'WHATSAPP_TEMPLATE',
      };
      throw new Error(
        `Invalid environment: ${missing.map((key) => names[key]).join(', ')} required for WHATSAPP_PROVIDER=cloud-api`,
      );
    }
  }

  requestBody(message: WhatsAppMessage): object {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      template: {
        name: this.options.template,
        language: { code: message.language },
        components: [
          // A message without an image (a payment link, a rejected receipt) has a text-only template.
          ...(message.mediaUrl
            ? [{ type: 'header', parameters: [{ type: 'image', image: { link: message.mediaUrl } }] }]
            : []),
          {
            type: 'body',
            parameters: message.templateParameters.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    };
  }

  async send(message: WhatsAppMessage): Promise<string> {
    const base = this.options.apiBaseUrl.replace(/\/$/, '');
    const response = await fetch(`${base}/${encodeURIComponent(this.options.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(this.requestBody(message)),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const body = await response.text();
    if (!response.ok) {
      throw new WhatsAppProviderError(response.status, body);
    }
    const id = (JSON.parse(body) as { messages?: Array<{ id?: string }> }).messages?.[0]?.id;
    if (!id) {
      throw new Error(`WhatsApp Cloud API answered without a message id: ${body.slice(0, 300)}`);
    }
    return id;
  }
}
