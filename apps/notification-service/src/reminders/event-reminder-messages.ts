import type { RegistrationReminderFacts } from '@eventdesk/contracts';
import { renderParagraphs, type RenderedMail } from '../mail/rendered-mail';
import { formatEventWhen, ticketLinks } from '../ticket-messages/ticket-words';
import { whatsAppNumber } from '../whatsapp/phone-number';
import type { WhatsAppMessage } from '../whatsapp/whatsapp-sender';
import type { ReminderSettingsView } from './reminder-facts';
import { eventReminderWords } from './reminder-words';

export interface EventReminderMessages {
  mail: RenderedMail;
  /**
   * Cloud API template (WHATSAPP_TEMPLATE_EVENT_REMINDER) body parameters: name, event, date and time, venue,
   * ticket link.
   */
  whatsapp: WhatsAppMessage;
}

/** The day-before reminder: date, time, venue and the ticket page, in the attendee's language. */
export function renderEventReminderMessages(
  registration: RegistrationReminderFacts,
  settings: ReminderSettingsView,
  publicBaseUrl: string,
): EventReminderMessages {
  const lang = registration.language;
  const words = eventReminderWords[lang];
  const event = settings.event.name[lang];
  const when = formatEventWhen(settings.event, lang);
  const venue = settings.event.venue[lang];
  const link = ticketLinks(publicBaseUrl, registration.ref, lang).attendance;
  const lines = [words.tomorrow(event), words.when(when), words.venue(venue)];
  return {
    mail: renderParagraphs(lang, words.subject(event, registration.registrationId), [
      words.greeting(registration.fullName),
      ...lines,
      `${words.cta}\n${link}`,
    ]),
    whatsapp: {
      to: whatsAppNumber(registration.phone),
      language: lang,
      text: [words.greeting(registration.fullName), ...lines, words.cta, link].join(' '),
      mediaUrl: '',
      templateParameters: [registration.fullName, event, when, venue, link],
    },
  };
}
