import type { Language, TicketIssuedPayload } from '@eventdesk/contracts';
import type { EventFacts } from '../event-facts/event-facts';
import { whatsAppNumber } from '../whatsapp/phone-number';
import type { WhatsAppMessage } from '../whatsapp/whatsapp-sender';
import { formatAmount, packageNames, ticketLinks } from './ticket-words';

const copy = {
  en: {
    intro: (event: string) => `Payment confirmed for ${event}`,
    labels: ['ID', 'Name', 'Email', 'Phone', 'Package', 'Amount', 'QR code'],
  },
  ta: {
    intro: (event: string) => `${event} — கட்டணம் உறுதி செய்யப்பட்டது`,
    labels: ['எண்', 'பெயர்', 'மின்னஞ்சல்', 'தொலைபேசி', 'தொகுப்பு', 'தொகை', 'QR குறியீடு'],
  },
} satisfies Record<Language, unknown>;

/**
 * The spec's message: comma-joined id, name, e-mail, phone, package, amount and a link to the QR image, in the
 * registration's language; the same values are the Cloud API template's parameters.
 */
export function renderTicketWhatsApp(
  ticket: TicketIssuedPayload,
  facts: EventFacts,
  publicBaseUrl: string,
): WhatsAppMessage {
  const lang = ticket.language;
  const links = ticketLinks(publicBaseUrl, ticket.registrationRef, lang);
  const values = [
    String(ticket.registrationId),
    ticket.fullName,
    ticket.email,
    ticket.phone,
    packageNames[lang][ticket.package],
    formatAmount(ticket.amount, lang),
    links.qrImage,
  ];
  const words = copy[lang];
  const text = [
    words.intro(facts.name[lang]),
    ...values.map((value, index) => `${words.labels[index]}: ${value}`),
  ].join(', ');
  return {
    to: whatsAppNumber(ticket.phone),
    language: lang,
    text,
    mediaUrl: links.qrImage,
    templateParameters: values,
  };
}
