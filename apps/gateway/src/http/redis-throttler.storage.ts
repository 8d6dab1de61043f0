import { Logger, type LoggerService, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { connectAuthStore } from '../auth/auth-store';
import { hitCounter, type ThrottlerRecord } from './redis-throttler.script';

export interface RedisThrottlerOptions {
  /** Longest wait for Redis on a request before that hit is counted in memory. */
  callTimeoutMs: number;
  /** While Redis is failing, one request per this interval tries it again (the others go straight to memory). */
  retryEveryMs: number;
  logger?: LoggerService;
}

const DEFAULTS: RedisThrottlerOptions = { callTimeoutMs: 100, retryEveryMs: 1000 };

/**
 * Rejects after `ms`, but only once the event loop has also read what arrived meanwhile: timers run before I/O in
 * a loop turn, so on a busy gateway a plain timer would call a Redis that did answer "unreachable". Deciding in
 * setImmediate (after the I/O phase) lets that answer win.
 */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => setImmediate(() => reject(new Error(`Redis did not answer within ${ms} ms`))),
      ms,
    );
    timer.unref();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The rate-limit counters of every gateway replica in one Redis, so N replicas share one budget instead of N.
 *
 * Redis unreachable (an error, or no answer within `callTimeoutMs`): hits are counted in this replica's memory by
 * @nestjs/throttler's own storage until Redis answers again. So the door and the public forms keep working and every
 * limit still holds per replica (at most N times the budget with N replicas), rather than vanishing (fail open) or
 * refusing every visitor during the sale (fail closed). One warning per outage, not per request; no request waits
 * longer than `callTimeoutMs` for Redis, and during an outage only one request per `retryEveryMs` tries it.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly memory = new ThrottlerStorageService();
  private readonly hit: ReturnType<typeof hitCounter>;
  private readonly options: RedisThrottlerOptions;
  private readonly logger: LoggerService;
  private outage = false;
  private nextTryAt = 0;

  constructor(
    private readonly redis: Redis,
    options: Partial<RedisThrottlerOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.logger = this.options.logger ?? new Logger(RedisThrottlerStorage.name);
    this.hit = hitCounter(redis);
    // Reconnected: try Redis on the next request rather than after the retry interval.
    redis.on('ready', () => {
      this.nextTryAt = 0;
    });
  }

  /** Where hits are counted now. */
  get countingIn(): 'redis' | 'memory' {
    return this.outage ? 'memory' : 'redis';
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    if (this.shouldTryRedis()) {
      try {
        const record = await withDeadline(
          this.hit(`${throttlerName}:${key}`, ttl, limit, blockDuration),
          this.options.callTimeoutMs,
        );
        this.redisAnswered();
        return record;
      } catch (error) {
        this.redisFailed(error);
      }
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
    this.redis.disconnect();
  }

  private shouldTryRedis(): boolean {
    if (!this.outage) {
      return true;
    }
    const now = Date.now();
    // Not connected: ioredis would refuse the command at once (no offline queue); skip the attempt.
    if (now < this.nextTryAt || this.redis.status !== 'ready') {
      return false;
    }
    // This request probes; the others keep counting in memory until it has answered.
    this.nextTryAt = now + this.options.retryEveryMs;
    return true;
  }

  private redisAnswered(): void {
    if (this.outage) {
      this.outage = false;
      this.logger.log('Redis answers again: rate limits are shared by all replicas again');
    }
  }

  private redisFailed(error: unknown): void {
    this.nextTryAt = Date.now() + this.options.retryEveryMs;
    if (!this.outage) {
      this.outage = true;
      this.logger.warn(
        `Redis unreachable (${error instanceof Error ? error.message : String(error)}): rate limits are counted ` +
          'in this replica only until it answers again',
      );
    }
  }
}

/**
 * The storage on its own fail-fast connection (no offline queue, as the auth store's), keys under
 * `<QUEUE_PREFIX>:throttle:` so systems and test runs sharing one Redis keep apart.
 */
export async function connectRedisThrottlerStorage(
  redisUrl: string,
  queuePrefix: string,
  options: Partial<RedisThrottlerOptions> = {},
): Promise<RedisThrottlerStorage> {
  return new RedisThrottlerStorage(await connectAuthStore(redisUrl, `${queuePrefix}:throttle`), options);
}
