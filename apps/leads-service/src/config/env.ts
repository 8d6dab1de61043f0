import { z } from 'zod';
import { loadEnvOrExit, serviceEnvSchema } from '@eventdesk/server-kit';

export const leadsEnvSchema = serviceEnvSchema(3104)
  .extend({
    /**
     * Meta's Graph API, asked for each lead a leadgen webhook announces (`GET /{version}/{leadgen_id}`). In
     * development and tests the stand-in (tools/stand-ins) answers on localhost.
     */
    META_GRAPH_API_URL: z.url().default('http://127.0.0.1:8027'),
    META_GRAPH_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/)
      .default('v21.0'),
    /** A page access token with leads_retrieval; empty: webhook leads wait (stored, retried) until it is set. */
    META_PAGE_ACCESS_TOKEN: z.string().trim().default(''),
    /** Tries of one Graph API fetch before the notification is marked failed (visible on the queue dashboard). */
    META_FETCH_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
    META_FETCH_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(2000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && /^http:\/\/(127\.|localhost)/.test(env.META_GRAPH_API_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['META_GRAPH_API_URL'],
        message: 'must be Meta’s Graph API in production, not the local stand-in',
      });
    }
  });
export type LeadsEnv = z.infer<typeof leadsEnvSchema>;

export const loadLeadsEnv = (): LeadsEnv => loadEnvOrExit(leadsEnvSchema);
