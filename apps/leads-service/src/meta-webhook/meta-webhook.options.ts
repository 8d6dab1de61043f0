import type { GraphApiOptions } from './graph-api-client';

export const META_WEBHOOK_OPTIONS = Symbol('META_WEBHOOK_OPTIONS');

export interface MetaWebhookOptions {
  redisUrl: string;
  queuePrefix: string;
  /** Tries per Graph API fetch, and the first retry delay (doubled each time, with jitter). */
  attempts: number;
  retryDelayMs: number;
  /** Whether META_PAGE_ACCESS_TOKEN is set: leads that failed for want of one are fetched again. */
  tokenConfigured: boolean;
  /** Parallel fetches in this process. */
  concurrency?: number;
  /** How often pending notifications are checked for a lost job (default one minute). */
  sweepIntervalMs?: number;
  /** false: no worker and no sweep timer (tests drive the jobs by hand). */
  autoStart?: boolean;
}

export interface MetaWebhookModuleOptions extends MetaWebhookOptions {
  graph: GraphApiOptions;
}
