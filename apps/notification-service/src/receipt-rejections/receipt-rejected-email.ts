import type { ReceiptRejectedPayload } from '@eventdesk/contracts';
import { renderParagraphs, type RenderedMail } from '../mail/rendered-mail';
import { receiptRejectedWords, rejectionPaymentLink } from './receipt-rejected-words';

/** Staff's reason in the registrant's language, what to do next, and the link back to the payment page. */
export function renderReceiptRejectedEmail(
  rejection: ReceiptRejectedPayload,
  publicBaseUrl: string,
): RenderedMail {
  const words = receiptRejectedWords[rejection.language];
  return renderParagraphs(rejection.language, words.subject(rejection.registrationId), [
    words.greeting(rejection.fullName),
    words.rejected(rejection.reason),
    words.next,
    `${words.cta}\n${rejectionPaymentLink(publicBaseUrl, rejection)}`,
  ]);
}
