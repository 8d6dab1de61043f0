import { Injectable } from '@nestjs/common';
import type { ServiceName } from '@eventdesk/contracts';
import { withTimeout } from '@eventdesk/server-kit';
import { QueueRegistry } from './queue-registry';

export interface QueueCounts {
  name: string;
  consumer: ServiceName;
  /** The event it carries; null for a service's private queue. */
  event: string | null;
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

/** What scripts and monitoring read: every queue's counts, its dead letters, and a way to retry them. */
@Injectable()
export class QueueMonitor {
  constructor(private readonly registry: QueueRegistry) {}

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      this.registry.all().map(async ({ name, consumer, event, queue }) => {
        const counts = await withTimeout(
          queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
          REDIS_TIMEOUT_MS,
          name,
        );
        return {
          name,
          consumer,
          event: event ?? null,
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
    const jobs = await withTimeout(
      this.registry.get(name).queue.getFailed(0, limit - 1),
      REDIS_TIMEOUT_MS,
      name,
    );
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
    const { queue } = this.registry.get(name);
    const failed = await withTimeout(queue.getFailedCount(), REDIS_TIMEOUT_MS, name);
    await withTimeout(queue.retryJobs({ state: 'failed' }), REDIS_TIMEOUT_MS, name);
    return { retried: failed };
  }
}
