import { Queue, type JobsOptions } from 'bullmq';
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

  queue(consumer: ServiceName, eventName: string): Queue {
    const name = eventQueueName(consumer, eventName);
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: redisOptions(this.redisUrl, 'producer'), prefix: this.prefix });
      // A producer whose Redis is down reports through add(); the error event only needs to be swallowed.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all(
      [...this.queues.values()].map((queue) =>
        withTimeout(queue.close(), this.timeoutMs, 'queue close').catch(() =>
          queue.disconnect().catch(() => undefined),
        ),
      ),
    );
    this.queues.clear();
  }
}
