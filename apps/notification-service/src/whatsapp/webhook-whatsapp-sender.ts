import { createHash } from 'node:crypto';
import {
  WhatsAppProviderError,
  type WhatsAppMessage,
  type WhatsAppOptions,
  type WhatsAppSender,
} from './whatsapp-sender';

/** Reads a message id from the usual answer shapes of WhatsApp gateways. */
function messageIdOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as {
      id?: unknown;
      messageId?: unknown;
      message_id?: unknown;
      messages?: Array<{ id?: unknown }>;
    };
    const id = parsed.id ?? parsed.messageId ?? parsed.message_id ?? parsed.messages?.[0]?.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

/** The spec's webhook: GET with number, message and medialink as query parameters. */
export class WebhookWhatsAppSender implements WhatsAppSender {
  readonly provider = 'webhook' as const;

  constructor(private readonly options: WhatsAppOptions) {}

  async send(message: WhatsAppMessage): Promise<string> {
    const url = new URL(this.options.webhookUrl);
    url.searchParams.set('number', message.to);
    url.searchParams.set('message', message.text);
    url.searchParams.set('medialink', message.mediaUrl);
    const response = await fetch(url, {
      method: 'GET',
      headers: this.options.token ? { authorization: `Bearer ${this.options.token}` } : {},
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const body = await response.text();
    if (!response.ok) {
      throw new WhatsAppProviderError(response.status, body);
    }
    // Gateways that answer without an id still get a stable one: the hash of what was sent.
    return (
      messageIdOf(body) ?? `webhook-${createHash('sha256').update(url.search).digest('hex').slice(0, 16)}`
    );
  }
}
