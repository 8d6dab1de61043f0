import { getStorageToken, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';
import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPrivateRedis, testQueuePrefix, TEST_REDIS_URL, type PrivateRedis } from '@eventdesk/testing';
import { startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';
import { connectRedisThrottlerStorage, type RedisThrottlerStorage } from './redis-throttler.storage';

jest.setTimeout(60_000);

/** Each test asks from its own loopback addresses: the budgets are per client address (no proxy trusted here). */
function freshAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
}

interface Answer {
  status: number;
  code?: string;
  ms: number;
}

/** A staff route without a token: 401 once the rate limit (checked first) lets it through, 429 when it does not. */
function askFrom(baseUrl: string, from: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}/api/admin/staff-users`, { localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: string };
        resolve({ status: res.statusCode ?? 0, code: body.code, ms: performance.now() - started });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function askTimes(baseUrl: string, from: string, times: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < times; i += 1) {
    answers.push(await askFrom(baseUrl, from));
  }
  return answers;
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) {
      await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

describe('rate-limit counters in Redis, one budget for every gateway replica', () => {
  it('counts and blocks as @nestjs/throttler counts in memory', async () => {
    const prefix = testQueuePrefix('throttle-semantics');
    const redis = await connectRedisThrottlerStorage(TEST_REDIS_URL, prefix);
    const memory = new ThrottlerStorageService();
    const both = async (key: string, ttl: number, limit: number, block: number) => {
      const [inRedis, inMemory] = await Promise.all([
        redis.increment(key, ttl, limit, block, 'default'),
        memory.increment(key, ttl, limit, block, 'default'),
      ]);
      return { inRedis, inMemory };
    };
    try {
      // With a block duration (the guard's default: the ttl): limit hits pass, the next blocks for the duration,
      // hits during the block are not counted, and after it a new window starts at 1.
      const withBlock = [];
      for (let hit = 0; hit < 5; hit += 1) {
        withBlock.push(await both('with-block', 60_000, 3, 1000));
      }
      for (const { inRedis, inMemory } of withBlock) {
        expect(inRedis.isBlocked).toBe(inMemory.isBlocked);
        expect(inRedis.totalHits).toBe(inMemory.totalHits);
      }
      expect(withBlock.map(({ inRedis }) => inRedis.isBlocked)).toEqual([false, false, false, true, true]);
      expect(withBlock[3]?.inRedis.timeToBlockExpire).toBe(1);
      await sleep(1100);
      const afterBlock = await both('with-block', 60_000, 3, 1000);
      expect(afterBlock.inRedis).toMatchObject({ isBlocked: false, totalHits: 1 });
      expect(afterBlock.inMemory).toMatchObject({ isBlocked: false, totalHits: 1 });

      // Without one: a hit at the limit is refused and not counted, until the window ends.
      const noBlock = [];
      for (let hit = 0; hit < 4; hit += 1) {
        noBlock.push(await both('no-block', 1000, 2, 0));
      }
      for (const { inRedis, inMemory } of noBlock) {
        expect(inRedis).toMatchObject({ isBlocked: inMemory.isBlocked, totalHits: inMemory.totalHits });
      }
      expect(noBlock.map(({ inRedis }) => inRedis.isBlocked)).toEqual([false, false, true, true]);
      await sleep(1100);
      expect((await both('no-block', 1000, 2, 0)).inRedis).toMatchObject({ isBlocked: false, totalHits: 1 });
      expect(redis.countingIn).toBe('redis');
    } finally {
      redis.onApplicationShutdown();
      memory.onApplicationShutdown();
      await deleteKeys(TEST_REDIS_URL, prefix);
    }
  });

  describe('two gateways on one Redis', () => {
    const queuePrefix = testQueuePrefix('throttle-replicas');
    let first: GatewayTestApp;
    let second: GatewayTestApp;

    beforeAll(async () => {
      // Same Redis and prefix, as two replicas of one deployment.
      first = await startGatewayApp({ RATE_LIMIT_PER_MINUTE: 10, QUEUE_PREFIX: queuePrefix });
      second = await startGatewayApp({ RATE_LIMIT_PER_MINUTE: 10, QUEUE_PREFIX: queuePrefix });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await deleteKeys(TEST_REDIS_URL, queuePrefix);
    });

    it('refuse an address once its requests to both together pass the limit', async () => {
      const attacker = freshAddress();
      const answers: Answer[] = [];
      for (let i = 0; i < 10; i += 1) {
        answers.push(await askFrom((i % 2 === 0 ? first : second).url, attacker));
      }
      // 5 + 5: each replica alone is under its limit of 10; counted in memory, the next ones would pass too.
      expect(statuses(answers)).toEqual(Array(10).fill(401));
      const refusedByFirst = await askFrom(first.url, attacker);
      const refusedBySecond = await askFrom(second.url, attacker);
      expect([refusedByFirst, refusedBySecond]).toMatchObject([
        { status: 429, code: 'RATE_LIMITED' },
        { status: 429, code: 'RATE_LIMITED' },
      ]);

      // The budget is per address: another visitor, on either replica, is not affected.
      const honest = freshAddress();
      expect((await askFrom(first.url, honest)).status).toBe(401);
      expect((await askFrom(second.url, honest)).status).toBe(401);
    });
  });
});

describe('Redis unreachable: each replica counts in memory, then Redis again', () => {
  let redis: PrivateRedis;

  beforeEach(async () => {
    redis = await startPrivateRedis();
  });
  afterEach(() => redis?.stop());

  it('the gateway keeps answering quickly and limiting, and goes back to Redis once it is back', async () => {
    const gateway = await startGatewayApp({ RATE_LIMIT_PER_MINUTE: 5, REDIS_URL: redis.url });
    let closed = false;
    const storage = gateway.app.get<RedisThrottlerStorage>(getStorageToken());
    const counters = `${gateway.env.QUEUE_PREFIX}:throttle:default:*`;
    const inspect = new Redis(redis.url, { retryStrategy: () => 1000 });
    inspect.on('error', () => undefined);
    try {
      // Redis up: counted there.
      const early = freshAddress();
      expect(statuses(await askTimes(gateway.url, early, 6))).toEqual([401, 401, 401, 401, 401, 429]);
      expect(await inspect.keys(counters)).toHaveLength(1);

      await redis.kill();
      // Redis gone: every request is still answered at once, and the limit still holds (in this replica's memory).
      const during = freshAddress();
      const answers = await askTimes(gateway.url, during, 7);
      expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429, 429]);
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(500);
      expect(storage.countingIn).toBe('memory');

      await redis.restart();
      // Reconnected (ioredis retries within 2 s): counting is back in Redis, which has never seen `during`, so the
      // address that memory refused is answered again, and its hit is in Redis.
      const deadline = Date.now() + 15_000;
      while (storage.countingIn !== 'redis' && Date.now() < deadline) {
        await askFrom(gateway.url, freshAddress());
        await sleep(200);
      }
      expect(storage.countingIn).toBe('redis');
      const countersBefore = (await inspect.keys(counters)).length;
      expect((await askFrom(gateway.url, during)).status).toBe(401);
      expect(await inspect.keys(counters)).toHaveLength(countersBefore + 1);

      // Closing the app closes the counters' connection too: only this inspecting client is left (once the
      // connection the test harness opens while closing, to drop the app's queues, has gone as well).
      await gateway.close();
      closed = true;
      const clientCount = async () => ((await inspect.client('LIST')) as string).trim().split('\n').length;
      const closeDeadline = Date.now() + 3000;
      while ((await clientCount()) > 1 && Date.now() < closeDeadline) {
        await sleep(100);
      }
      expect(await clientCount()).toBe(1);
    } finally {
      inspect.disconnect();
      if (!closed) {
        await gateway.close();
      }
    }
  });

  it('a Redis that hangs costs one short wait, one warning per outage, and no lost limit', async () => {
    const logged: string[] = [];
    const logger = {
      log: (message: string) => logged.push(`log: ${message}`),
      warn: (message: string) => logged.push(`warn: ${message}`),
      error: (message: string) => logged.push(`error: ${message}`),
    };
    const storage = await connectRedisThrottlerStorage(redis.url, 'hang-test', {
      callTimeoutMs: 100,
      retryEveryMs: 300,
      logger,
    });
    const hit = async () => {
      const started = performance.now();
      const record = await storage.increment('address', 60_000, 3, 60_000, 'default');
      return { blocked: record.isBlocked, ms: performance.now() - started };
    };
    try {
      expect((await hit()).blocked).toBe(false);
      expect(storage.countingIn).toBe('redis');

      // Frozen: the connection stays open and nothing answers, the worst case for a client.
      redis.pause();
      const frozen = [];
      for (let i = 0; i < 6; i += 1) {
        frozen.push(await hit());
        await sleep(100);
      }
      expect(storage.countingIn).toBe('memory');
      // No hit waits much longer than the timeout (one in 300 ms tries Redis again, the others go to memory).
      expect(Math.max(...frozen.map((answer) => answer.ms))).toBeLessThan(400);
      // Counted in memory from the first frozen hit: 3 pass, then blocked.
      expect(frozen.map((answer) => answer.blocked)).toEqual([false, false, false, true, true, true]);
      expect(logged.filter((line) => line.startsWith('warn'))).toHaveLength(1);
      expect(logged[0]).toMatch(/^warn: Redis unreachable .*counted in this replica only/);

      redis.resume();
      const deadline = Date.now() + 10_000;
      while (storage.countingIn !== 'redis' && Date.now() < deadline) {
        await hit();
        await sleep(100);
      }
      expect(storage.countingIn).toBe('redis');
      expect(logged).toEqual([
        expect.stringMatching(/^warn: /),
        expect.stringMatching(/^log: Redis answers again/),
      ]);
    } finally {
      storage.onApplicationShutdown();
    }
  });
});
