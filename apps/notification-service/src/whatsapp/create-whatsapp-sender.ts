import { CloudApiWhatsAppSender } from './cloud-api-whatsapp-sender';
import { WebhookWhatsAppSender } from './webhook-whatsapp-sender';
import type { WhatsAppOptions, WhatsAppSender } from './whatsapp-sender';

export function createWhatsAppSender(options: WhatsAppOptions): WhatsAppSender {
  switch (options.provider) {
    case 'webhook':
      return new WebhookWhatsAppSender(options);
    case 'cloud-api':
      return new CloudApiWhatsAppSender(options);
  }
}
