import { z } from 'zod';
import { FILE_CHUNKS_MAX_BYTES_DEFAULT } from '../file-transfer/chunk-store';

/** Variables every app reads. Apps extend this with their own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: z.stringbool().default(false),
  DATABASE_URL: z.url().refine((v) => v.startsWith('postgres'), 'must be a postgres:// URL'),
  REDIS_URL: z.url().refine((v) => v.startsWith('redis'), 'must be a redis:// URL'),
  NATS_URL: z.url().refine((v) => v.startsWith('nats'), 'must be a nats:// URL'),
  QUEUE_PREFIX: z.string().min(1).default('eventdesk'),
  MIGRATE_ON_START: z.stringbool().default(true),
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Bytes all unfinished uploads may hold in a service's schema (file-transfer/chunk-store.ts); 500 MB. */
  FILE_CHUNKS_MAX_BYTES: z.coerce.number().int().positive().default(FILE_CHUNKS_MAX_BYTES_DEFAULT),
});
export type BaseEnv = z.infer<typeof baseEnvSchema>;

export class InvalidEnvironmentError extends Error {}

/** Parses the environment once; every problem is listed on its own line, naming the variable. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) {
    return result.data;
  }
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(root)';
    const missing = issue.code === 'invalid_type' && source[name] === undefined;
    return missing ? `${name} is required` : `${name}: ${issue.message}`;
  });
  throw new InvalidEnvironmentError(`Invalid environment: ${lines.join('; ')}`);
}

/** For main.ts: a bad environment stops the app with one line naming the variable(s). */
export function loadEnvOrExit<S extends z.ZodType>(schema: S): z.infer<S> {
  try {
    return parseEnv(schema);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** A service's environment: the base variables with its own default port. */
export function serviceEnvSchema(defaultPort: number) {
  return baseEnvSchema.extend({ PORT: baseEnvSchema.shape.PORT.default(defaultPort) });
}
