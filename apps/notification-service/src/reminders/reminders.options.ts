import type { WhatsAppOptions } from '../whatsapp/whatsapp-sender';
import type { ReminderKind } from './reminder-kinds';

export const REMINDERS_OPTIONS = Symbol('REMINDERS_OPTIONS');

export interface RemindersOptions {
  redisUrl: string;
  queuePrefix: string;
  natsUrl: string;
  publicBaseUrl: string;
  /** Tries per reminder job (an unanswered RPC or a provider error), and the first retry delay. */
  attempts: number;
  retryDelayMs: number;
  whatsapp: WhatsAppOptions;
  /** cloud-api: the approved template of each kind; empty means not approved yet (its WhatsApp is skipped). */
  cloudApiTemplates: Record<ReminderKind, string>;
  /** false: no worker and no sweep (tests drive the jobs by hand). */
  autoStart?: boolean;
}
