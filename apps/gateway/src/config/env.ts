import { z } from 'zod';
import { loadEnvOrExit, serviceEnvSchema } from '@eventdesk/server-kit';

export const gatewayEnvSchema = serviceEnvSchema(3000).extend({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** A staff shift. */
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 3600),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Submissions per hour per address to a public form that stores data and sends e-mail (pitch applications). */
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  BODY_LIMIT: z.string().default('100kb'),
  WEB_DIST_DIR: z.string().default('dist/apps/web'),
  PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
  /** Only behind a proxy that sets X-Forwarded-For (rate limits are per client address). */
  TRUST_PROXY: z.stringbool().default(false),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export const loadGatewayEnv = (): GatewayEnv => loadEnvOrExit(gatewayEnvSchema);
