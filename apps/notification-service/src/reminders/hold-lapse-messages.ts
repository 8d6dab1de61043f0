import type { RegistrationReminderFacts } from '@eventdesk/contracts';
import { renderParagraphs, type RenderedMail } from '../mail/rendered-mail';
import { staffMessageLinks } from '../staff-messages/staff-message-links';
import { whatsAppNumber } from '../whatsapp/phone-number';
import type { WhatsAppMessage } from '../whatsapp/whatsapp-sender';
import type { ReminderSettingsView } from './reminder-facts';
import { formatHoldEnd, holdLapseWords } from './reminder-words';

export interface HoldLapseMessages {
  mail: RenderedMail;
  /** Cloud API template (WHATSAPP_TEMPLATE_HOLD_REMINDER) body parameters: name, hold end, payment link. */
  whatsapp: WhatsAppMessage;
}

/** The reminder to pay before the hold lapses, in the registrant's language, with the payment page link. */
export function renderHoldLapseMessages(
  registration: RegistrationReminderFacts,
  heldUntil: Date,
  settings: ReminderSettingsView,
  publicBaseUrl: string,
): HoldLapseMessages {
  const lang = registration.language;
  const words = holdLapseWords[lang];
  const until = formatHoldEnd(heldUntil, settings.event.timeZone, lang);
  const link = staffMessageLinks(publicBaseUrl, registration.ref, lang).payment;
  const held = words.held(settings.event.name[lang], until);
  return {
    mail: renderParagraphs(lang, words.subject(registration.registrationId), [
      words.greeting(registration.fullName),
      held,
      `${words.cta}\n${link}`,
      words.ignore,
    ]),
    whatsapp: {
      to: whatsAppNumber(registration.phone),
      language: lang,
      text: [words.greeting(registration.fullName), held, words.cta, link, words.ignore].join(' '),
      mediaUrl: '',
      templateParameters: [registration.fullName, until, link],
    },
  };
}
