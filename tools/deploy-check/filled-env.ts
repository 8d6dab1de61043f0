/**
 * The deployment files with every blank filled the way an operator would: fresh random secrets, a real provider
 * id. What the deploy checks start the apps' env schemas with.
 */
import { randomBytes } from 'node:crypto';
import { composeEnvExample, configMapData, secretTemplate } from './deploy-files';

/** 32 random bytes as hex, as the README's `openssl rand -hex 32` makes them. */
export const freshSecret = (): string => randomBytes(32).toString('hex');

/** The variables compose.env.example asks for, required ones filled in. */
export const COMPOSE_SECRETS = [
  'POSTGRES_PASSWORD',
  'REDIS_PASSWORD',
  'NATS_PASSWORD',
  'JWT_SECRET',
  'TICKET_SIGNING_SECRET',
];

/** compose.env for a try-out on one machine: fresh secrets, localhost, the payment sandbox announced as a trial. */
export function filledComposeEnv(): Record<string, string> {
  const env = composeEnvExample();
  for (const name of COMPOSE_SECRETS) {
    env[name] = freshSecret();
  }
  return {
    ...env,
    PUBLIC_BASE_URL: 'http://localhost:3000',
    ALLOW_LOCAL_BASE_URL: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_TEST_PAYMENTS: 'true',
  };
}

/** The Secret template with every REPLACE_ME replaced by a fresh secret (one per key). */
export function filledSecret(): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ ...secretTemplate().stringData }).map(([key, value]) => {
      const secret = freshSecret();
      return [key, String(value).replace(/REPLACE_ME/g, secret)];
    }),
  );
}

/** The ConfigMap's placeholders (REPLACE_WITH_...) as an operator would set them. */
export function filledConfigPlaceholders(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(configMapData())
      .filter(([, value]) => /REPLACE_WITH_/.test(value))
      .map(([key]) => [key, `${key.toLowerCase()}-${randomBytes(4).toString('hex')}`]),
  );
}
