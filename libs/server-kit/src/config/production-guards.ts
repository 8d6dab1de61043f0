import { z } from 'zod';

/**
 * Values of secrets and card credentials written in .env.example, docker-compose.yml and k8s/ (and the payment
 * sandbox's own): anyone can read them, so a production app refuses to start with one.
 * production-guards.spec.ts checks those files against this list, so it cannot drift from them.
 */
export const PUBLISHED_DEVELOPMENT_VALUES: ReadonlySet<string> = new Set([
  'REPLACE_ME',
  'REPLACE_WITH_MERCHANT_ID',
  'dev-only-jwt-secret-do-not-deploy-0123456789',
  'dev-only-ticket-signing-secret-do-not-deploy',
  '0000000',
  'DEVONLYACCESSCODE00000',
  'DEVONLY0000000000000000000000000',
  'SANDBOX',
  'SANDBOXACCESSCODE',
  'sandbox-working-key-not-a-secret',
]);

/** Secrets shorter than this many bytes are refused in production (HMAC keys of JWTs and tickets). */
export const MIN_SECRET_BYTES = 32;

type Guarded = { NODE_ENV: string };

const refuse = (ctx: z.RefinementCtx, key: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [key], message });

/** In production: `key` must be a secret of at least 32 bytes that is written in none of our example files. */
export function refuseWeakSecret<E extends Guarded>(
  env: E,
  ctx: z.RefinementCtx,
  key: keyof E & string,
): void {
  if (env.NODE_ENV !== 'production') {
    return;
  }
  const value = String(env[key] ?? '');
  if (PUBLISHED_DEVELOPMENT_VALUES.has(value.trim())) {
    refuse(ctx, key, 'is a published development value; set a secret of your own in production');
  } else if (Buffer.byteLength(value) < MIN_SECRET_BYTES) {
    refuse(ctx, key, `must be at least ${MIN_SECRET_BYTES} bytes in production`);
  }
}

/** In production: a credential must be set, and not to a value from our example files or the sandbox. */
export function refuseExampleCredential<E extends Guarded>(
  env: E,
  ctx: z.RefinementCtx,
  key: keyof E & string,
): void {
  if (env.NODE_ENV !== 'production') {
    return;
  }
  const value = String(env[key] ?? '').trim();
  if (!value) {
    refuse(ctx, key, 'is required in production');
  } else if (PUBLISHED_DEVELOPMENT_VALUES.has(value)) {
    refuse(ctx, key, 'is a development or sandbox value; set the provider’s live credential in production');
  }
}

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/** True when `url` points at this machine (localhost, 127.x, ::1), where no visitor can reach it. */
export function isLocalUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return LOCAL_HOST.test(host) || host.endsWith('.localhost');
  } catch {
    return false;
  }
}

/** PUBLIC_BASE_URL, and the switch that lets a production-mode run on one machine (the benches) keep a local one. */
export const publicBaseUrlEnv = {
  PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
  /** Only for production-mode runs on one machine (benches): accept a PUBLIC_BASE_URL on localhost/127.x. */
  ALLOW_LOCAL_BASE_URL: z.stringbool().default(false),
};

/** In production: links in mails and the payment callback must name an address visitors can reach. */
export function refuseLocalBaseUrl(
  env: Guarded & { PUBLIC_BASE_URL: string; ALLOW_LOCAL_BASE_URL: boolean },
  ctx: z.RefinementCtx,
): void {
  if (env.NODE_ENV === 'production' && !env.ALLOW_LOCAL_BASE_URL && isLocalUrl(env.PUBLIC_BASE_URL)) {
    refuse(ctx, 'PUBLIC_BASE_URL', 'must be the public address in production, not localhost');
  }
}
