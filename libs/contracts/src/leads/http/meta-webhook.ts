import { z } from 'zod';

/** Meta's leadgen webhook: the body is capped before it is read, and checked with `X-Hub-Signature-256`. */
export const META_WEBHOOK_MAX_BYTES = 64 * 1024;

/** GET /api/webhooks/meta-leads: Meta's subscription check (`hub.challenge` is echoed when the token matches). */
export const metaWebhookVerifyQuery = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().min(1).max(256),
  'hub.challenge': z.string().min(1).max(256),
});
export type MetaWebhookVerifyQuery = z.infer<typeof metaWebhookVerifyQuery>;

/** One `leadgen` change: ids only; the lead itself is fetched from the Graph API. */
export const metaLeadgenValue = z.object({
  leadgen_id: z.string().regex(/^\d{1,32}$/),
  page_id: z.string().max(32).optional(),
  form_id: z.string().max(32).optional(),
  ad_id: z.string().max(32).optional(),
  adgroup_id: z.string().max(32).optional(),
  created_time: z.number().int().optional(),
});
export type MetaLeadgenValue = z.infer<typeof metaLeadgenValue>;

/** POST /api/webhooks/meta-leads (Meta's "page" object with `leadgen` changes). */
export const metaWebhookBody = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        id: z.string().optional(),
        time: z.number().optional(),
        changes: z.array(z.object({ field: z.string(), value: z.unknown() })).default([]),
      }),
    )
    .max(100),
});
export type MetaWebhookBody = z.infer<typeof metaWebhookBody>;

/** What the Graph API answers for `GET /{leadgen_id}` (the fields we ask for). */
export const graphLead = z.object({
  id: z.string(),
  created_time: z.string().optional(),
  ad_id: z.string().optional(),
  ad_name: z.string().optional(),
  adset_name: z.string().optional(),
  campaign_name: z.string().optional(),
  form_id: z.string().optional(),
  platform: z.string().optional(),
  is_organic: z.boolean().optional(),
  field_data: z.array(z.object({ name: z.string(), values: z.array(z.string()).default([]) })).default([]),
});
export type GraphLead = z.infer<typeof graphLead>;
