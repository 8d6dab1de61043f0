import { z } from 'zod';
import { serviceQueues } from '@eventdesk/contracts';

export const TICKET_MESSAGES_OPTIONS = Symbol('TICKET_MESSAGES_OPTIONS');

export interface TicketMessagesOptions {
  redisUrl: string;
  queuePrefix: string;
  natsUrl: string;
  publicBaseUrl: string;
  /** Tries per message job, and the first retry delay (doubled each time, with jitter). */
  attempts: number;
  retryDelayMs: number;
  /** Parallel sends per channel in this process. */
  concurrency?: number;
  /** false: no workers (tests drive the jobs by hand). */
  autoStart?: boolean;
}

/** The queue of each channel (names in libs/contracts, where the queue dashboard and the metrics find them). */
export const ticketMessageQueues = {
  email: serviceQueues.notification.ticketEmail,
  whatsapp: serviceQueues.notification.ticketWhatsapp,
} as const;

/** A message job carries the delivery row's id only; the handler reads the row. */
export const sendJobData = z.object({ deliveryId: z.string().uuid(), correlationId: z.string().optional() });
export type SendJobData = z.infer<typeof sendJobData>;
