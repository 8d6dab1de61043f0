import type { Language, RegistrationMessageRequestedPayload } from '@eventdesk/contracts';
import { renderParagraphs, type RenderedMail } from '../mail/rendered-mail';
import { formatAmount, packageNames } from '../ticket-messages/ticket-words';
import { staffMessageLinks } from './staff-message-links';

const copy = {
  en: {
    confirmedSubject: (id: number) => `Your registration is confirmed (ID ${id})`,
    pendingSubject: (id: number) => `Your registration details (ID ${id})`,
    greeting: (name: string) => `Dear ${name},`,
    confirmed:
      'Your registration for the Coimbatore Business Conference is confirmed. Show your QR code at the entrance; it can be used once.',
    pending:
      'Thank you for registering for the Coimbatore Business Conference. Your registration is saved; your payment is not complete yet.',
    labels: { id: 'Registration ID', name: 'Name', package: 'Package', amount: 'Amount' },
    attendance: 'Your ticket and attendance status:',
    qrImage: 'Your QR code:',
    payment: 'Complete your payment here:',
  },
  ta: {
    confirmedSubject: (id: number) => `உங்கள் பதிவு உறுதி செய்யப்பட்டது (எண் ${id})`,
    pendingSubject: (id: number) => `உங்கள் பதிவு விவரங்கள் (எண் ${id})`,
    greeting: (name: string) => `அன்புள்ள ${name},`,
    confirmed:
      'கோயம்புத்தூர் வணிக மாநாட்டிற்கான உங்கள் பதிவு உறுதி செய்யப்பட்டது. நுழைவாயிலில் உங்கள் QR குறியீட்டைக் காட்டவும்; அதை ஒரு முறை மட்டுமே பயன்படுத்த முடியும்.',
    pending:
      'கோயம்புத்தூர் வணிக மாநாட்டிற்குப் பதிவு செய்ததற்கு நன்றி. உங்கள் பதிவு சேமிக்கப்பட்டது; உங்கள் கட்டணம் இன்னும் நிறைவடையவில்லை.',
    labels: { id: 'பதிவு எண்', name: 'பெயர்', package: 'தொகுப்பு', amount: 'தொகை' },
    attendance: 'உங்கள் டிக்கெட் மற்றும் வருகை நிலை:',
    qrImage: 'உங்கள் QR குறியீடு:',
    payment: 'உங்கள் கட்டணத்தை இங்கே செலுத்தவும்:',
  },
} satisfies Record<Language, unknown>;

/**
 * The confirmation e-mail staff send from a registration row: a completed registration gets "confirmed" with its
 * attendance page and QR image; any other gets its details and the payment link, so the visitor can still pay.
 */
export function renderStaffConfirmationEmail(
  message: RegistrationMessageRequestedPayload,
  publicBaseUrl: string,
): RenderedMail {
  const lang = message.language;
  const words = copy[lang];
  const links = staffMessageLinks(publicBaseUrl, message.ref, lang);
  const details = [
    `${words.labels.id}: ${message.registrationId}`,
    `${words.labels.name}: ${message.fullName}`,
    `${words.labels.package}: ${packageNames[lang][message.package]}`,
    `${words.labels.amount}: ${formatAmount(message.amount, lang)}`,
  ].join('\n');
  if (message.paymentStatus === 'completed') {
    return renderParagraphs(lang, words.confirmedSubject(message.registrationId), [
      words.greeting(message.fullName),
      words.confirmed,
      details,
      `${words.attendance}\n${links.attendance}`,
      `${words.qrImage}\n${links.qrImage}`,
    ]);
  }
  return renderParagraphs(lang, words.pendingSubject(message.registrationId), [
    words.greeting(message.fullName),
    words.pending,
    details,
    `${words.payment}\n${links.payment}`,
  ]);
}
