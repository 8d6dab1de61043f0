import type { RegistrationCreatedPayload } from '@eventdesk/contracts';
import { escapeHtml } from '@eventdesk/server-kit';
import { mailDocument, type RenderedMail } from '../mail/rendered-mail';
import { formatAmount, packageNames, paymentPageLink } from '../ticket-messages/ticket-words';

const copy = {
  en: {
    subject: (id: number) => `Registration received (ID ${id})`,
    greeting: (name: string) => `Dear ${name},`,
    body: 'Thank you for registering for the Coimbatore Business Conference. Your seat is reserved while your payment is pending.',
    details: (id: number, pkg: string, amount: string) =>
      `Registration ID: ${id}\nPackage: ${pkg}\nAmount: ${amount}`,
    cta: 'Complete your payment here:',
  },
  ta: {
    subject: (id: number) => `பதிவு பெறப்பட்டது (எண் ${id})`,
    greeting: (name: string) => `அன்புள்ள ${name},`,
    body: 'கோயம்புத்தூர் வணிக மாநாட்டிற்குப் பதிவு செய்ததற்கு நன்றி. உங்கள் கட்டணம் நிலுவையில் உள்ள வரை உங்கள் இருக்கை ஒதுக்கப்பட்டுள்ளது.',
    details: (id: number, pkg: string, amount: string) => `பதிவு எண்: ${id}\nதொகுப்பு: ${pkg}\nதொகை: ${amount}`,
    cta: 'உங்கள் கட்டணத்தை இங்கே செலுத்தவும்:',
  },
};

export function renderRegistrationReceived(
  payload: RegistrationCreatedPayload,
  publicBaseUrl: string,
): RenderedMail {
  const lang = payload.language;
  const words = copy[lang];
  const amount = formatAmount(payload.amount, lang);
  const paymentUrl = paymentPageLink(publicBaseUrl, payload.ref, lang);
  const details = words.details(payload.registrationId, packageNames[lang][payload.package], amount);
  const text = [
    words.greeting(payload.fullName),
    '',
    words.body,
    '',
    details,
    '',
    words.cta,
    paymentUrl,
  ].join('\n');
  const html = mailDocument(
    lang,
    `<p>${escapeHtml(words.greeting(payload.fullName))}</p>
<p>${escapeHtml(words.body)}</p>
<p>${escapeHtml(details).replace(/\n/g, '<br>')}</p>
<p>${escapeHtml(words.cta)} <a href="${escapeHtml(paymentUrl)}">${escapeHtml(paymentUrl)}</a></p>`,
  );
  return { subject: words.subject(payload.registrationId), text, html };
}
