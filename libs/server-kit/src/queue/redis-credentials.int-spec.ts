import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { startPrivateRedis, type PrivateRedis } from '@eventdesk/testing';
import { redisOptions } from './redis-options';

jest.setTimeout(30_000);

/** A URL-unsafe password on purpose: it travels percent-encoded in REDIS_URL, as a Secret would give it. */
const password = `p@ss/${randomBytes(12).toString('hex')}:#`;

describe('Redis with authentication: the password in REDIS_URL (a private redis-server --requirepass)', () => {
  let redis: PrivateRedis;
  let authUrl: string;

  beforeAll(async () => {
    redis = await startPrivateRedis({ password });
    authUrl = `redis://:${encodeURIComponent(password)}@127.0.0.1:${redis.port}`;
  });
  afterAll(() => redis?.stop());

  it('a BullMQ queue and worker given redis://:password@host carry a job round trip', async () => {
    const name = 'kit-test-credentials';
    const queue = new Queue(name, { connection: redisOptions(authUrl, 'producer') });
    const worker = new Worker(name, async (job) => ({ doubled: (job.data as { n: number }).n * 2 }), {
      connection: redisOptions(authUrl, 'worker'),
    });
    try {
      await worker.waitUntilReady();
      const job = await queue.add('double', { n: 21 });
      // Read the job back rather than wait for a QueueEvents notification (it can miss one that came early).
      const deadline = Date.now() + 15_000;
      let done = await queue.getJob(job.id ?? '');
      while (done?.returnvalue == null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        done = await queue.getJob(job.id ?? '');
      }
      expect(done?.returnvalue).toEqual({ doubled: 42 });
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('without the password, or with a wrong one, every command is refused', async () => {
    const wrongUrl = `redis://:wrong@127.0.0.1:${redis.port}`;
    for (const url of [redis.url, wrongUrl]) {
      const client = new Redis({
        ...redisOptions(url, 'producer'),
        lazyConnect: true,
        retryStrategy: () => null,
      });
      // A wrong AUTH closes the connection: the reason arrives as an 'error' event, the command sees "closed".
      const errors: string[] = [];
      client.on('error', (error: Error) => errors.push(error.message));
      const answer = await client
        .connect()
        .then(() => client.ping())
        .catch((error: Error) => errors.push(error.message));
      expect(answer).not.toBe('PONG');
      expect(errors.join('; ')).toMatch(/NOAUTH|WRONGPASS/);
      client.disconnect();
    }
  });
});
