import type { ReceiptRejectedPayload } from '@eventdesk/contracts';
import { whatsAppNumber } from '../whatsapp/phone-number';
import type { WhatsAppMessage } from '../whatsapp/whatsapp-sender';
import { receiptRejectedWords, rejectionPaymentLink } from './receipt-rejected-words';

/**
 * The same news as the e-mail in one text; the Cloud API template (WHATSAPP_TEMPLATE_RECEIPT_REJECTED) takes
 * three body parameters: name, reason, payment link. No image header.
 */
export function renderReceiptRejectedWhatsApp(
  rejection: ReceiptRejectedPayload,
  publicBaseUrl: string,
): WhatsAppMessage {
  const words = receiptRejectedWords[rejection.language];
  const link = rejectionPaymentLink(publicBaseUrl, rejection);
  return {
    to: whatsAppNumber(rejection.phone),
    language: rejection.language,
    text: [words.greeting(rejection.fullName), words.rejected(rejection.reason), words.next, link].join(' '),
    mediaUrl: '',
    templateParameters: [rejection.fullName, rejection.reason, link],
  };
}
