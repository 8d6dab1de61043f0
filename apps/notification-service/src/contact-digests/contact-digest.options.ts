import { z } from 'zod';

export const CONTACT_DIGEST_OPTIONS = Symbol('CONTACT_DIGEST_OPTIONS');

export interface ContactDigestOptions {
  redisUrl: string;
  queuePrefix: string;
  /** The staff inbox link in the e-mail. */
  publicBaseUrl: string;
  /** Tries per digest e-mail, and the first retry delay (doubled each time, with jitter). */
  attempts: number;
  retryDelayMs: number;
  /** false: no worker and no start-up check (tests drive the job by hand). */
  autoStart?: boolean;
}

/** A digest job carries no message: the worker reads the waiting ones from the table. */
export const contactDigestJobData = z.object({ correlationId: z.string().optional() });
export type ContactDigestJobData = z.infer<typeof contactDigestJobData>;
