import type { Language, RegistrationMessageRequestedPayload } from '@eventdesk/contracts';
import { formatAmount, packageNames } from '../ticket-messages/ticket-words';
import { whatsAppNumber } from '../whatsapp/phone-number';
import type { WhatsAppMessage } from '../whatsapp/whatsapp-sender';
import { staffMessageLinks } from './staff-message-links';

const copy = {
  en: {
    intro: 'Coimbatore Business Conference registration',
    labels: ['ID', 'Name', 'Email', 'Phone', 'Package', 'Amount'],
    qr: 'QR code',
    payment: 'Pay here',
  },
  ta: {
    intro: 'கோயம்புத்தூர் வணிக மாநாடு பதிவு',
    labels: ['எண்', 'பெயர்', 'மின்னஞ்சல்', 'தொலைபேசி', 'தொகுப்பு', 'தொகை'],
    qr: 'QR குறியீடு',
    payment: 'இங்கே செலுத்தவும்',
  },
} satisfies Record<Language, unknown>;

/**
 * The spec's reminder (admin §7): comma-joined id, name, e-mail, phone, package, amount and the QR image link of
 * the attendance page. An unpaid registration has no ticket yet, so it gets the payment link instead and no image.
 */
export function renderStaffWhatsAppReminder(
  message: RegistrationMessageRequestedPayload,
  publicBaseUrl: string,
): WhatsAppMessage {
  const lang = message.language;
  const words = copy[lang];
  const links = staffMessageLinks(publicBaseUrl, message.ref, lang);
  const paid = message.paymentStatus === 'completed';
  const values = [
    String(message.registrationId),
    message.fullName,
    message.email,
    message.phone,
    packageNames[lang][message.package],
    formatAmount(message.amount, lang),
  ];
  const link = paid ? links.qrImage : links.payment;
  const text = [
    words.intro,
    ...values.map((value, index) => `${words.labels[index]}: ${value}`),
    `${paid ? words.qr : words.payment}: ${link}`,
  ].join(', ');
  return {
    to: whatsAppNumber(message.phone),
    language: lang,
    text,
    mediaUrl: paid ? links.qrImage : '',
    templateParameters: [...values, link],
  };
}
