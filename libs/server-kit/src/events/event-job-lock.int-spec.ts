import { Queue, Worker } from 'bullmq';
import { spawn } from 'node:child_process';
import { startPrivateRedis, type PrivateRedis } from '@eventdesk/testing';
import { redisOptions } from '../queue/redis-options';
import { EVENT_JOB_LOCK } from './event-bus.module';

jest.setTimeout(60_000);

const QUEUE = 'kit-test.event-job-lock';

/**
 * A worker in a process of its own that takes the job and never finishes it; resolves with the process once the
 * job is running, so the test can kill -9 it in the middle of the job.
 */
async function startDoomedWorker(port: number) {
  const script = `
    const { Worker } = require('bullmq');
    new Worker(${JSON.stringify(QUEUE)}, () => { process.stdout.write('started\\n'); return new Promise(() => {}); }, {
      connection: { host: '127.0.0.1', port: ${port}, maxRetriesPerRequest: null },
      ...${JSON.stringify(EVENT_JOB_LOCK)},
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => chunk.includes('started') && resolve()),
  );
  return child;
}

/**
 * A consumer killed in the middle of an event job (issue 13's kill -9): the job must run again on another worker
 * within about 20 s, not BullMQ's default 30-60 s (the fault suite saw e-mails wait over a minute).
 */
describe('event jobs whose worker died', () => {
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterAll(() => redis?.stop());

  it('are taken up again by another worker once the lock lapses', async () => {
    const queue = new Queue(QUEUE, { connection: redisOptions(redis.url, 'producer') });
    let survivor: Worker | undefined;
    try {
      await queue.add('event', { n: 1 }, { attempts: 5 });
      const doomed = await startDoomedWorker(redis.port);
      doomed.kill('SIGKILL');
      const diedAt = Date.now();
      let rerunAfterMs: number | undefined;
      const rerun = new Promise<void>((resolve) => {
        survivor = new Worker(
          QUEUE,
          async () => {
            rerunAfterMs = Date.now() - diedAt;
            resolve();
          },
          { connection: redisOptions(redis.url, 'worker'), ...EVENT_JOB_LOCK },
        );
      });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([rerun, new Promise((resolve) => (timer = setTimeout(resolve, 45_000)))]);
      clearTimeout(timer);
      expect(rerunAfterMs).toBeDefined();
      expect(rerunAfterMs).toBeLessThan(EVENT_JOB_LOCK.lockDuration + 2 * EVENT_JOB_LOCK.stalledInterval);
    } finally {
      await survivor?.close();
      await queue.close();
    }
  });
});
