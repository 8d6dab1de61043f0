import type { Language } from '@eventdesk/contracts';

/** One WhatsApp message, in both shapes the adapters need: free text (webhook) and template parameters (Cloud API). */
export interface WhatsAppMessage {
  /** Digits with the country code, e.g. 919843012345. */
  to: string;
  language: Language;
  /** The whole message as text (the webhook's `message`). */
  text: string;
  /** A public link to the ticket's QR image (the webhook's `medialink`, the template's header image). */
  mediaUrl: string;
  /** The template's body parameters, in order: id, name, e-mail, phone, package, amount, QR link. */
  templateParameters: string[];
}

/** The provider adapter; resolves to the provider's message id. */
export interface WhatsAppSender {
  readonly provider: 'webhook' | 'cloud-api';
  send(message: WhatsAppMessage): Promise<string>;
}

export const WHATSAPP_SENDER = Symbol('WHATSAPP_SENDER');

export interface WhatsAppOptions {
  provider: 'webhook' | 'cloud-api';
  webhookUrl: string;
  token: string;
  phoneNumberId: string;
  template: string;
  apiBaseUrl: string;
  timeoutMs?: number;
}

/** An answer that is not 2xx, with the start of what the provider said. */
export class WhatsAppProviderError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`WhatsApp provider answered ${status}${body ? `: ${body.slice(0, 300)}` : ''}`);
    this.name = 'WhatsAppProviderError';
  }
}
