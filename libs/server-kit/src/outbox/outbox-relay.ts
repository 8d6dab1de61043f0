import { Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventEnvelope } from '@eventdesk/contracts';
import { EventPublisher } from './event-publisher';
import { OutboxEvent } from './outbox-event.entity';

export interface OutboxRelayOptions {
  intervalMs: number;
  batchSize: number;
}

/**
 * Moves unpublished outbox rows to BullMQ. Rows are claimed with FOR UPDATE SKIP LOCKED, so several replicas
 * relay side by side without publishing a row twice at the same time; a row is marked only after every
 * consumer queue accepted it, and a re-publish after a crash is absorbed by the job id.
 */
export class OutboxRelay {
  private readonly logger = new Logger('OutboxRelay');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly publisher: EventPublisher,
    private readonly options: OutboxRelayOptions = { intervalMs: 500, batchSize: 100 },
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.options.intervalMs);
    this.timer.unref();
  }

  /** Called after a commit that wrote events, so they leave at once instead of at the next tick. */
  nudge(): void {
    if (this.stopped) {
      return;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) {
      clearInterval(this.timer);
    }
    await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.relayBatch()) === this.options.batchSize) {
        // a full batch means more may be waiting
      }
    } catch (error) {
      this.logger.warn(`outbox relay paused: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Publishes one batch; returns how many rows it published. */
  async relayBatch(): Promise<number> {
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.find(
        OutboxEvent,
        { publishedAt: null },
        {
          orderBy: { createdAt: 'asc' },
          limit: this.options.batchSize,
          lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
        },
      );
      let published = 0;
      for (const row of rows) {
        try {
          await this.publisher.publish(toEnvelope(row));
          row.publishedAt = new Date();
          published += 1;
        } catch (error) {
          row.attempts += 1;
          row.lastError = error instanceof Error ? error.message : String(error);
          // Keep order: later rows wait until this one goes out.
          break;
        }
      }
      return published;
    });
  }
}

export function toEnvelope(row: OutboxEvent): EventEnvelope {
  return {
    id: row.id,
    name: row.name,
    occurredAt: row.createdAt.toISOString(),
    correlationId: row.correlationId ?? undefined,
    payload: row.payload,
  };
}
