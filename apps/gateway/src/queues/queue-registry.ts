import { Inject, Injectable, NotFoundException, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { allQueues, type QueueDescription } from '@eventdesk/contracts';
import { redisOptions, withTimeout } from '@eventdesk/server-kit';

export const QUEUE_REGISTRY_OPTIONS = Symbol('QUEUE_REGISTRY_OPTIONS');

export interface QueueRegistryOptions {
  redisUrl: string;
  prefix: string;
}

export interface RegisteredQueue extends QueueDescription {
  queue: Queue;
}

const CLOSE_TIMEOUT_MS = 2000;

/**
 * One BullMQ Queue per queue of the system (allQueues()), shared by the JSON API (QueueMonitor) and the bull-board
 * dashboard, so both always show the same queues. The gateway only reads and retries: it never runs a worker.
 */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private readonly queues: ReadonlyMap<string, RegisteredQueue>;
  private readonly connection: Redis;

  constructor(@Inject(QUEUE_REGISTRY_OPTIONS) options: QueueRegistryOptions) {
    // One connection for every queue, owned here (as EventPublisher does): its error listener lives as long as
    // the connection, so a dead Redis never surfaces as an uncaught "connect ECONNREFUSED".
    this.connection = new Redis(redisOptions(options.redisUrl, 'producer'));
    this.connection.on('error', () => undefined);
    this.queues = new Map(
      allQueues().map((description) => {
        const queue = new Queue(description.name, { connection: this.connection, prefix: options.prefix });
        queue.on('error', () => undefined);
        return [description.name, { ...description, queue }];
      }),
    );
  }

  all(): RegisteredQueue[] {
    return [...this.queues.values()];
  }

  get(name: string): RegisteredQueue {
    const entry = this.queues.get(name);
    if (!entry) {
      throw new NotFoundException(`No queue named ${name}`);
    }
    return entry;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      this.all().map(({ queue }) =>
        withTimeout(queue.close(), CLOSE_TIMEOUT_MS, 'queue close').catch(() => undefined),
      ),
    );
    this.connection.disconnect();
  }
}
