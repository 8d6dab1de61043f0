import type { OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { queuesConsumedBy, type ServiceName } from '@eventdesk/contracts';
import { redisOptions } from '../queue/redis-options';
import type { Metrics } from './metrics';

/** The job states an operator watches: a growing `waiting` or `failed` is the sign of trouble. */
export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

export interface QueueGaugeOptions {
  service: ServiceName;
  redisUrl: string;
  queuePrefix: string;
}

/**
 * `eventdesk_queue_jobs` {queue, state} for every queue this service's workers take (its event queues and its
 * private ones), read from Redis at scrape time. Every replica reports the same figures (dashboards take the max).
 */
export class QueueJobGauges implements OnApplicationShutdown {
  private readonly queues: Queue[];
  /** One connection for every queue, owned here (as in EventPublisher): its error listener lives as long as it. */
  private readonly connection: Redis;

  constructor(metrics: Metrics, options: QueueGaugeOptions) {
    this.connection = new Redis(redisOptions(options.redisUrl, 'producer'));
    this.connection.on('error', () => undefined);
    this.queues = queuesConsumedBy(options.service).map((description) => {
      const queue = new Queue(description.name, { connection: this.connection, prefix: options.queuePrefix });
      queue.on('error', () => undefined);
      return queue;
    });
    metrics.readGauge({
      name: 'queue_jobs',
      help: 'Jobs in each queue this service consumes, by state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'],
      read: () => this.read(),
    });
  }

  private async read() {
    const counts = await Promise.all(this.queues.map((queue) => queue.getJobCounts(...QUEUE_JOB_STATES)));
    return this.queues.flatMap((queue, index) =>
      QUEUE_JOB_STATES.map((state) => ({
        labels: { queue: queue.name, state },
        value: counts[index][state] ?? 0,
      })),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close().catch(() => undefined)));
    this.connection.disconnect();
  }
}
