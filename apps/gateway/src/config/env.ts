import { z } from 'zod';
import {
  loadEnvOrExit,
  publicBaseUrlEnv,
  refuseLocalBaseUrl,
  refuseWeakSecret,
  serviceEnvSchema,
} from '@eventdesk/server-kit';
import { refuseUnsafeChallengeSettings, seatHoldChallengeEnv } from '../challenges/challenge-env';
import { trustProxySetting } from './trust-proxy';

export const gatewayEnvSchema = serviceEnvSchema(3000)
  .extend({
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
    ...publicBaseUrlEnv,
    /** Prefix of the gateway's own Redis keys (revoked tokens, login failures); separates systems sharing one Redis. */
    AUTH_KEY_PREFIX: z.string().min(1).default('eventdesk:auth'),
    /** Failed logins per username from one address, and per address, before each further attempt waits (2^(n-limit) s). */
    LOGIN_FAILURES_BEFORE_DELAY_PER_USER: z.coerce.number().int().positive().default(5),
    LOGIN_FAILURES_BEFORE_DELAY_PER_ADDRESS: z.coerce.number().int().positive().default(5),
    /** Failed logins per username from all addresses in an hour before the wait applies everywhere (high on purpose). */
    LOGIN_USERNAME_MAX_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(50),
    /** A per-address failure counter is forgotten after this long without a new failure. */
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
    /** Lead file uploads per minute per address (each is up to 10 MB and 20,000 rows of work). */
    LEAD_UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    /** Meta's leadgen webhook: the app secret that signs each POST; empty: the webhook answers 503. */
    META_APP_SECRET: z.string().trim().default(''),
    /** The verify token entered in Meta's webhook settings; empty: the subscription check is refused. */
    META_WEBHOOK_VERIFY_TOKEN: z.string().trim().default(''),
    /** Webhook calls per minute per address (Meta batches its notifications). */
    WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /** Which proxy may name the client's address (rate limits are per client address): see trust-proxy.ts. */
    TRUST_PROXY: trustProxySetting,
    /** GET /metrics for Prometheus on a port of its own, never on the public PORT; 0 picks a free port (tests). */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    /** The OpenAPI UI at /api/docs: always outside production, in production only when true. */
    API_DOCS: z.stringbool().default(false),
    ...seatHoldChallengeEnv,
  })
  .superRefine((env, ctx) => {
    refuseWeakSecret(env, ctx, 'JWT_SECRET');
    refuseLocalBaseUrl(env, ctx);
    refuseUnsafeChallengeSettings(env, ctx);
    if (env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: metrics are never served on the public port',
      });
    }
  });
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export const loadGatewayEnv = (): GatewayEnv => loadEnvOrExit(gatewayEnvSchema);
