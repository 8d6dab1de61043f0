import { Queue, type JobsOptions } from 'bullmq';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { eventConsumers, eventQueueName, type EventEnvelope, type ServiceName } from '@eventdesk/contracts';
import { redisOptions } from '../queue/redis-options';
import { withTimeout } from '../util/with-timeout';

/** Retries with exponential backoff and jitter; failed jobs are kept as dead letters for the dashboard. */
export const eventJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000, jitter: 0.5 },
  // Completed jobs are kept a week so a re-published event id is still recognised and not enqueued twice.
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: false,
};

/** Fans an event out to one BullMQ queue per consumer; the job id is the event id. */
export class EventPublisher {
  private readonly queues = new Map<string, Queue>();
  private client: Redis | null = null;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    /** Bounds how long the relay holds its rows while Redis does not answer. */
    private readonly timeoutMs = 2000,
  ) {}

  async publish(envelope: EventEnvelope): Promise<void> {
    await this.publishMany([envelope]);
  }

  /** One round trip per consumer queue for the whole batch (addBulk); a failure rejects the batch. */
  async publishMany(envelopes: EventEnvelope[]): Promise<void> {
    const byQueue = new Map<Queue, EventEnvelope[]>();
    for (const envelope of envelopes) {
      for (const consumer of eventConsumers[envelope.name] ?? []) {
        const queue = this.queue(consumer, envelope.name);
        byQueue.set(queue, [...(byQueue.get(queue) ?? []), envelope]);
      }
    }
    await Promise.all(
      [...byQueue].map(([queue, batch]) =>
        withTimeout(
          queue.addBulk(
            batch.map((envelope) => ({
              name: envelope.name,
              data: envelope,
              opts: { ...eventJobOptions, jobId: envelope.id },
            })),
          ),
          this.timeoutMs,
          `publish to ${queue.name}`,
        ),
      ),
    );
  }

  /**
   * The marker of this Redis's data (`<prefix>:redis-epoch`): drawn by whichever relay asks first, and gone
   * when Redis loses its data (restart without persistence, failover to a lagging replica, a flush). A relay
   * that finds another value than the one it last saw knows the jobs it published may be gone.
   */
  async redisEpoch(): Promise<string> {
    const key = `${this.prefix}:redis-epoch`;
    const fresh = randomUUID();
    const client = this.connection();
    if (client.status !== 'ready') {
      // The producer connection queues nothing offline: wait for it (bounded) like BullMQ's queues do.
      await withTimeout(
        new Promise<void>((resolve) => client.once('ready', () => resolve())),
        this.timeoutMs,
        'redis epoch: connect',
      );
    }
    await withTimeout(client.set(key, fresh, 'NX'), this.timeoutMs, 'redis epoch');
    return (await withTimeout(client.get(key), this.timeoutMs, 'redis epoch')) ?? fresh;
  }

  queue(consumer: ServiceName, eventName: string): Queue {
    const name = eventQueueName(consumer, eventName);
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection(), prefix: this.prefix });
      // A producer whose Redis is down reports through add(); the error event only needs to be swallowed.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all(
      [...this.queues.values()].map(async (queue) => {
        await withTimeout(queue.close(), this.timeoutMs, 'queue close').catch(() => undefined);
        // A queue closed while its connection was still starting drops its listeners without waiting; the start
        // then fails when the shared client is disconnected below and BullMQ emits that failure as an 'error' on
        // the queue's connection, which nothing would hear (an uncaught error that failed a test run once).
        (queue as unknown as { connection?: EventEmitter }).connection?.on('error', () => undefined);
      }),
    );
    this.queues.clear();
    this.client?.disconnect();
    this.client = null;
  }

  /**
   * One connection shared by every queue of this publisher, owned here: its error listener stays for its whole
   * life. (A connection BullMQ owns loses its listener on close while ioredis may still be retrying a dead
   * server, and that late "connect ECONNREFUSED" then surfaces as an uncaught error.)
   */
  private connection(): Redis {
    if (!this.client) {
      this.client = new Redis(redisOptions(this.redisUrl, 'producer'));
      this.client.on('error', () => undefined);
    }
    return this.client;
  }
}
