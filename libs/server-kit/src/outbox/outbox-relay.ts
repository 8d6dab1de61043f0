import { Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventEnvelope } from '@eventdesk/contracts';
import { EventPublisher } from './event-publisher';
import { OutboxEvent } from './outbox-event.entity';

const NUDGE_COALESCE_MS = 5;

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
  private scheduled: NodeJS.Timeout | undefined;
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

  /**
   * Called after a commit that wrote events, so they leave within milliseconds instead of at the next tick.
   * Nudges within a few milliseconds share one drain, so a rush publishes in batches.
   */
  nudge(): void {
    if (this.stopped) {
      return;
    }
    if (this.running || this.scheduled) {
      this.again = true;
      return;
    }
    this.scheduled = setTimeout(() => {
      this.scheduled = undefined;
      this.running = this.drain().finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
    }, NUDGE_COALESCE_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.scheduled);
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

  /** Publishes one batch; returns how many rows it published (all of the batch, or none). */
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
      if (rows.length === 0) {
        return 0;
      }
      const ids = rows.map((row) => row.id);
      try {
        await this.publisher.publishMany(rows.map(toEnvelope));
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        await em.nativeUpdate(
          OutboxEvent,
          { id: { $in: ids } },
          { attempts: rows[0].attempts + 1, lastError },
        );
        em.clear();
        return 0;
      }
      await em.nativeUpdate(OutboxEvent, { id: { $in: ids } }, { publishedAt: new Date() });
      em.clear();
      return rows.length;
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
