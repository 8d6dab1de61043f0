import { createWhatsAppSender } from '../whatsapp/create-whatsapp-sender';
import type { WhatsAppSender } from '../whatsapp/whatsapp-sender';
import type { ReminderKind } from './reminder-kinds';
import type { RemindersOptions } from './reminders.options';

export const REMINDER_WHATSAPP = Symbol('REMINDER_WHATSAPP');

/** The WhatsApp adapter of one reminder kind, or why it cannot be sent (cloud-api without its template). */
export type ReminderWhatsApp = { sender: WhatsAppSender } | { skipReason: string };

const templateEnv: Record<ReminderKind, string> = {
  'hold-lapse': 'WHATSAPP_TEMPLATE_HOLD_REMINDER',
  'event-day-before': 'WHATSAPP_TEMPLATE_EVENT_REMINDER',
};

/**
 * The Cloud API sends only approved templates, one per message kind; until a kind's template is configured its
 * WhatsApp message is recorded as skipped (the e-mail still goes). The webhook sends free text.
 */
export function reminderWhatsApp(
  options: Pick<RemindersOptions, 'whatsapp' | 'cloudApiTemplates'>,
): Record<ReminderKind, ReminderWhatsApp> {
  const forKind = (kind: ReminderKind): ReminderWhatsApp => {
    const template = options.cloudApiTemplates[kind];
    if (options.whatsapp.provider === 'cloud-api' && !template) {
      return { skipReason: `${templateEnv[kind]} is not set: no approved Cloud API template` };
    }
    return { sender: createWhatsAppSender({ ...options.whatsapp, template }) };
  };
  return { 'hold-lapse': forKind('hold-lapse'), 'event-day-before': forKind('event-day-before') };
}
