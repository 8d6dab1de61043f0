import { Inject, Injectable, NotFoundException, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { eventConsumers, eventQueueName, type ServiceName } from '@eventdesk/contracts';
import { redisOptions, withTimeout } from '@eventdesk/server-kit';

export const QUEUE_MONITOR_OPTIONS = Symbol('QUEUE_MONITOR_OPTIONS');

export interface QueueMonitorOptions {
  redisUrl: string;
  prefix: string;
}

export interface QueueCounts {
  name: string;
  consumer: ServiceName;
  event: string;
  waiting: number;
  active: number;
  delayed: number;
  completed: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  attemptsMade: number;
  failedReason: string;
  finishedOn: string | null;
  correlationId: string | null;
}

const REDIS_TIMEOUT_MS = 2000;

/** What operators watch: every event queue's counts, its dead letters, and a way to retry them. */
@Injectable()
export class QueueMonitor implements OnApplicationShutdown {
  private readonly queues = new Map<string, { queue: Queue; consumer: ServiceName; event: string }>();

  constructor(@Inject(QUEUE_MONITOR_OPTIONS) options: QueueMonitorOptions) {
    for (const [event, consumers] of Object.entries(eventConsumers)) {
      for (const consumer of consumers) {
        const name = eventQueueName(consumer, event);
        const queue = new Queue(name, {
          connection: redisOptions(options.redisUrl, 'producer'),
          prefix: options.prefix,
        });
        queue.on('error', () => undefined);
        this.queues.set(name, { queue, consumer, event });
      }
    }
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      [...this.queues.entries()].map(async ([name, { queue, consumer, event }]) => {
        const counts = await withTimeout(
          queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
          REDIS_TIMEOUT_MS,
          name,
        );
        return {
          name,
          consumer,
          event,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          completed: counts.completed ?? 0,
          failed: counts.failed ?? 0,
        };
      }),
    );
  }

  async failed(name: string, limit = 50): Promise<FailedJob[]> {
    const jobs = await withTimeout(this.queue(name).getFailed(0, limit - 1), REDIS_TIMEOUT_MS, name);
    return jobs.map((job) => ({
      id: String(job.id),
      attemptsMade: job.attemptsMade,
      failedReason: job.failedReason,
      finishedOn: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      correlationId: (job.data as { correlationId?: string }).correlationId ?? null,
    }));
  }

  /** Puts every dead letter of the queue back to waiting; consumers are idempotent, so this is safe. */
  async retryFailed(name: string): Promise<{ retried: number }> {
    const queue = this.queue(name);
    const failed = await withTimeout(queue.getFailedCount(), REDIS_TIMEOUT_MS, name);
    await withTimeout(queue.retryJobs({ state: 'failed' }), REDIS_TIMEOUT_MS, name);
    return { retried: failed };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map(({ queue }) => queue.close().catch(() => undefined)));
  }

  private queue(name: string): Queue {
    const entry = this.queues.get(name);
    if (!entry) {
      throw new NotFoundException(`No queue named ${name}`);
    }
    return entry.queue;
  }
}
