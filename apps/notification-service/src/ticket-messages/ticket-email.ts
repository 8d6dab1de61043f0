import type { Language, TicketIssuedPayload } from '@eventdesk/contracts';
import { escapeHtml } from '@eventdesk/server-kit';
import type { EventFacts } from '../event-facts/event-facts';
import { mailDocument, type RenderedMail } from '../mail/rendered-mail';
import { formatAmount, formatEventWhen, packageNames, ticketLinks } from './ticket-words';

export const QR_CID = 'ticket-qr@eventdesk';

const copy = {
  en: {
    subject: (event: string, id: number) => `Your ticket for ${event} (ID ${id})`,
    greeting: (name: string) => `Dear ${name},`,
    body: 'Your payment is confirmed and your ticket is ready. Show the QR code below at the entrance; it can be used once.',
    labels: {
      id: 'Registration ID',
      name: 'Name',
      package: 'Package',
      ticket: 'Ticket number',
      amount: 'Amount paid',
      when: 'Date and time',
      venue: 'Venue',
    },
    qrAlt: 'QR code of your ticket',
    link: 'Your ticket and attendance status:',
    qrLink: 'QR code image:',
    bring: 'Please bring this ticket and a valid ID.',
  },
  ta: {
    subject: (event: string, id: number) => `${event} — உங்கள் டிக்கெட் (எண் ${id})`,
    greeting: (name: string) => `அன்புள்ள ${name},`,
    body: 'உங்கள் கட்டணம் உறுதி செய்யப்பட்டது, உங்கள் டிக்கெட் தயாராக உள்ளது. நுழைவாயிலில் கீழே உள்ள QR குறியீட்டைக் காட்டவும்; அதை ஒரு முறை மட்டுமே பயன்படுத்த முடியும்.',
    labels: {
      id: 'பதிவு எண்',
      name: 'பெயர்',
      package: 'தொகுப்பு',
      ticket: 'டிக்கெட் எண்',
      amount: 'செலுத்திய தொகை',
      when: 'தேதி மற்றும் நேரம்',
      venue: 'இடம்',
    },
    qrAlt: 'உங்கள் டிக்கெட்டின் QR குறியீடு',
    link: 'உங்கள் டிக்கெட் மற்றும் வருகை நிலை:',
    qrLink: 'QR குறியீட்டுப் படம்:',
    bring: 'இந்த டிக்கெட்டையும் செல்லுபடியாகும் அடையாள அட்டையையும் கொண்டு வரவும்.',
  },
} satisfies Record<Language, unknown>;

/** The confirmation e-mail: HTML with the QR inline (cid:), and the same facts and links as plain text. */
export function renderTicketEmail(
  ticket: TicketIssuedPayload,
  facts: EventFacts,
  publicBaseUrl: string,
): RenderedMail {
  const lang = ticket.language;
  const words = copy[lang];
  const links = ticketLinks(publicBaseUrl, ticket.registrationRef, lang);
  const rows: Array<[string, string]> = [
    [words.labels.id, String(ticket.registrationId)],
    [words.labels.name, ticket.fullName],
    [words.labels.package, packageNames[lang][ticket.package]],
    [words.labels.ticket, String(ticket.ticketNumber)],
    [words.labels.amount, formatAmount(ticket.amount, lang)],
    [words.labels.when, formatEventWhen(facts, lang)],
    [words.labels.venue, facts.venue[lang]],
  ];
  const text = [
    words.greeting(ticket.fullName),
    '',
    words.body,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    words.link,
    links.attendance,
    '',
    words.qrLink,
    links.qrImage,
    '',
    words.bring,
  ].join('\n');
  const html = mailDocument(
    lang,
    `<p>${escapeHtml(words.greeting(ticket.fullName))}</p>
<p>${escapeHtml(words.body)}</p>
<p style="text-align:center"><img src="cid:${QR_CID}" alt="${escapeHtml(words.qrAlt)}" width="240" height="240"></p>
<table cellpadding="4" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>${escapeHtml(words.link)} <a href="${escapeHtml(links.attendance)}">${escapeHtml(links.attendance)}</a></p>
<p>${escapeHtml(words.bring)}</p>`,
  );
  return { subject: words.subject(facts.name[lang], ticket.registrationId), text, html };
}
