import type { RedisOptions } from 'ioredis';

export type RedisRole = 'producer' | 'worker' | 'probe';

/**
 * Producers fail fast while Redis is down (the outbox keeps the event and retries); workers wait forever
 * for Redis to come back, as BullMQ requires (maxRetriesPerRequest: null).
 */
export function redisOptions(url: string, role: RedisRole): RedisOptions {
  const parsed = new URL(url);
  const base: RedisOptions = {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
  if (role === 'worker') {
    return { ...base, maxRetriesPerRequest: null };
  }
  return { ...base, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 };
}
