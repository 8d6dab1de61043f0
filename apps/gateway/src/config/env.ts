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
  /** Prefix of the gateway's own Redis keys (revoked tokens, login failures); separates systems sharing one Redis. */
  AUTH_KEY_PREFIX: z.string().min(1).default('eventdesk:auth'),
  /** Failed logins per username, and per client address, before each further attempt waits (2^(n-limit) s). */
  LOGIN_FAILURES_BEFORE_DELAY_PER_USER: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_BEFORE_DELAY_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  /** A failure counter is forgotten after this long without a new failure. */
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  LOGIN_MAX_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Only behind a proxy that sets X-Forwarded-For (rate limits are per client address). */
  TRUST_PROXY: z.stringbool().default(false),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export const loadGatewayEnv = (): GatewayEnv => loadEnvOrExit(gatewayEnvSchema);
