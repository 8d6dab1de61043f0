import { z } from 'zod';

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

/** Queue names are private to the service; never rename a value (jobs in Redis carry it). */
export const ticketMessageQueues = {
  email: 'notification.ticket-email',
  whatsapp: 'notification.ticket-whatsapp',
} as const;

/** A message job carries the delivery row's id only; the handler reads the row. */
export const sendJobData = z.object({ deliveryId: z.string().uuid(), correlationId: z.string().optional() });
export type SendJobData = z.infer<typeof sendJobData>;
