import { ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { redisOptions, withTimeout } from '@eventdesk/server-kit';

export const AUTH_REDIS = Symbol('AUTH_REDIS');

const CALL_TIMEOUT_MS = 1500;
const CONNECT_WAIT_MS = 2000;

export const AUTH_STORE_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a minute.';

/**
 * The Redis connection for revoked tokens and failed-login counters. Every key gets `<prefix>:`; commands fail
 * at once while Redis is down (no offline queue), so a request is never held waiting for a reconnect.
 */
export async function connectAuthStore(redisUrl: string, keyPrefix: string): Promise<Redis> {
  const redis = new Redis({
    ...redisOptions(redisUrl, 'producer'),
    keyPrefix: `${keyPrefix}:`,
    // The commands of all requests in one event-loop turn leave in one write (issue 18: the rate-limit scripts'
    // socket writes were 14 % of the gateway's CPU in a ticket rush). No blocking commands run on this connection.
    enableAutoPipelining: true,
  });
  redis.on('error', () => undefined);
  // Boot does not depend on Redis (the guard answers 503 until it is back), but the first requests should not
  // race the initial connect.
  await withTimeout(
    new Promise<void>((resolve) => redis.once('ready', () => resolve())),
    CONNECT_WAIT_MS,
    'auth store connect',
  ).catch(() => undefined);
  return redis;
}

/**
 * One auth-store call. Fails closed: with Redis unreachable nobody can tell a logged-out or demoted token from a
 * good one, so staff routes and logins answer 503 rather than trust every signed token until Redis is back.
 */
export async function authStoreCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(call(), CALL_TIMEOUT_MS, 'auth store');
  } catch {
    throw new ServiceUnavailableException(AUTH_STORE_UNAVAILABLE);
  }
}
