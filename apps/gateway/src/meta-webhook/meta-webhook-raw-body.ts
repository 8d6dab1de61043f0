import type { Request } from 'express';
import { META_WEBHOOK_MAX_BYTES } from '@eventdesk/contracts';

/** Under the global prefix `api`. */
export const META_WEBHOOK_ROUTE = 'webhooks/meta-leads';

const WEBHOOK_PATH = new RegExp(`^/api/${META_WEBHOOK_ROUTE}/?$`, 'i');

/**
 * Body-parser options for the webhook's POST: its body is kept as the raw bytes (the signature covers exactly
 * them) and capped at 64 kB (over: 413 before anything is read). Registered before the JSON parser, which then
 * leaves the request alone; every other path is not touched.
 */
export const metaWebhookRawBody = {
  type: (req: Request) => WEBHOOK_PATH.test((req.originalUrl || req.url).split('?')[0] ?? ''),
  limit: META_WEBHOOK_MAX_BYTES,
};
