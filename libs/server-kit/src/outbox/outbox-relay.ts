import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventEnvelope } from '@eventdesk/contracts';
import { driverTransaction } from '../database/sql';
import { IDEMPOTENCY_KEY_HOURS } from '../idempotency/idempotency';
import { EventPublisher } from './event-publisher';

const NUDGE_COALESCE_MS = 5;
/**
 * The pause before the next drain when nudges came in while one ran (a rush): events published in bigger batches,
 * each batch a transaction of three round trips and one Redis pipeline whatever its size (issue 18), at the price of
 * this many milliseconds on the latency of events that arrive during a rush.
 */
const BUSY_COALESCE_MS = 25;

export interface OutboxRelayOptions {
  intervalMs: number;
  batchSize: number;
  /** How often the Redis epoch is compared (ms); 0 turns the check off (tests that drive it by hand). */
  epochCheckMs?: number;
  /** Events published this recently are published again when Redis lost its data. */
  replayWindowHours?: number;
  /** Published outbox rows and processed-event marks older than this are deleted. */
  retentionDays?: number;
}

/**
 * The replay window: an event's jobs live in Redis until every consumer has run them, normally seconds, at most
 * the retries' ~1 minute, or until an operator retries a dead letter. 24 hours covers a night's unattended
 * dead letters; consumers are idempotent (processed_event), so a replay costs work, never a duplicate effect.
 */
export const REPLAY_WINDOW_HOURS = 24;

export interface OutboxBacklog {
  events: number;
  oldestAgeSeconds: number;
}
/** Rows are kept a week: far longer than the replay window, and as long as BullMQ keeps completed job ids. */
export const OUTBOX_RETENTION_DAYS = 7;
const EPOCH_CHECK_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;

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
  private epochTimer: NodeJS.Timeout | undefined;
  private knownEpoch: string | undefined;
  private lastPruneAt = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly publisher: EventPublisher,
    private readonly options: OutboxRelayOptions = { intervalMs: 500, batchSize: 100 },
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.options.intervalMs);
    this.timer.unref();
    const epochCheckMs = this.options.epochCheckMs ?? EPOCH_CHECK_MS;
    if (epochCheckMs > 0) {
      this.epochTimer = setInterval(() => void this.upkeep(), epochCheckMs);
      this.epochTimer.unref();
      void this.upkeep();
    }
  }

  /**
   * Called after a commit that wrote events, so they leave within milliseconds instead of at the next tick.
   * Nudges within a few milliseconds share one drain, so a rush publishes in batches.
   */
  nudge(): void {
    this.schedule(NUDGE_COALESCE_MS);
  }

  private schedule(coalesceMs: number): void {
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
          this.schedule(BUSY_COALESCE_MS);
        }
      });
    }, coalesceMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.scheduled);
    if (this.timer) {
      clearInterval(this.timer);
    }
    clearInterval(this.epochTimer);
    await this.running;
  }

  /** The periodic work besides publishing: the Redis epoch check and, once an hour, the retention sweep. */
  private async upkeep(): Promise<void> {
    try {
      const replayed = await this.checkRedisEpoch();
      if (replayed > 0) {
        this.nudge();
      }
      if (Date.now() - this.lastPruneAt >= PRUNE_EVERY_MS) {
        this.lastPruneAt = Date.now();
        await this.prune();
      }
    } catch {
      // Redis or PostgreSQL unreachable: the publishing loop already reports it; the next tick tries again.
    }
  }

  private schema(): string {
    return this.orm.config.get('schema') ?? 'public';
  }

  /**
   * Compares the Redis epoch with the one this schema last saw. A different epoch means Redis lost its data:
   * the events published within the replay window are marked unpublished, so the relay publishes them again
   * (job id = event id, so any job Redis still has is not doubled). The row lock makes one replica do it.
   * Returns how many events will be published again.
   */
  async checkRedisEpoch(): Promise<number> {
    const epoch = await this.publisher.redisEpoch();
    if (epoch === this.knownEpoch) {
      return 0;
    }
    const schema = this.schema();
    const replayed = await this.orm.em.fork().transactional(async (em) => {
      // The first epoch a schema sees is only recorded: there is nothing to compare it with.
      await em.execute(
        `insert into "${schema}"."event_bus_state" ("redis_epoch") values (?) on conflict ("id") do nothing`,
        [epoch],
      );
      const [state] = await em.execute<Array<{ redis_epoch: string }>>(
        `select "redis_epoch" from "${schema}"."event_bus_state" for update`,
      );
      if (state?.redis_epoch === epoch) {
        return 0;
      }
      const rows = await em.execute<Array<{ id: string }>>(
        `update "${schema}"."outbox_event" set "published_at" = null
          where "published_at" > now() - make_interval(hours => ?::int) returning "id"`,
        [this.options.replayWindowHours ?? REPLAY_WINDOW_HOURS],
      );
      await em.execute(`update "${schema}"."event_bus_state" set "redis_epoch" = ?, "updated_at" = now()`, [
        epoch,
      ]);
      return rows.length;
    });
    this.knownEpoch = epoch;
    if (replayed > 0) {
      this.logger.warn(
        `Redis lost its data (its epoch marker changed): publishing again the ${replayed} events of the last ` +
          `${this.options.replayWindowHours ?? REPLAY_WINDOW_HOURS} h of schema ${schema}`,
      );
    }
    return replayed;
  }

  /**
   * Deletes, a bounded batch at a time, the schema's bookkeeping past its retention: published outbox rows and
   * processed-event marks (7 days), and the idempotency keys of creating requests (24 hours) where the schema
   * has them.
   */
  async prune(): Promise<number> {
    const schema = this.schema();
    const days = this.options.retentionDays ?? OUTBOX_RETENTION_DAYS;
    const em = this.orm.em.fork();
    const sweeps: Array<[string, number]> = [
      [
        `delete from "${schema}"."outbox_event" where "id" in (select "id" from "${schema}"."outbox_event"
        where "published_at" < now() - make_interval(days => ?::int) limit 5000)`,
        days,
      ],
      [
        `delete from "${schema}"."processed_event" where ("event_id", "consumer") in (select "event_id", "consumer"
        from "${schema}"."processed_event" where "processed_at" < now() - make_interval(days => ?::int) limit 5000)`,
        days,
      ],
    ];
    const [keys] = await em.execute<Array<{ present: boolean }>>(
      `select to_regclass(?) is not null as "present"`,
      [`"${schema}"."idempotency_key"`],
    );
    if (keys?.present) {
      sweeps.push([
        `delete from "${schema}"."idempotency_key" where ("scope", "key") in (select "scope", "key"
        from "${schema}"."idempotency_key" where "created_at" < now() - make_interval(hours => ?::int) limit 5000)`,
        IDEMPOTENCY_KEY_HOURS,
      ]);
    }
    let deleted = 0;
    for (const [sql, age] of sweeps) {
      let batch: number;
      do {
        const result = await em.execute<{ affectedRows?: number }>(sql, [age], 'run');
        batch = result.affectedRows ?? 0;
        deleted += batch;
      } while (batch === 5000 && !this.stopped);
    }
    return deleted;
  }

  /**
   * The unpublished rows of this schema and the age of the oldest (0 when none), in one query on the partial
   * index of unpublished rows; for the metrics.
   */
  async backlog(): Promise<OutboxBacklog> {
    const [row] = await this.orm.em.fork().execute<Array<{ events: number; oldest_age_seconds: number }>>(
      `select count(*)::int as "events",
        coalesce(extract(epoch from now() - min("created_at")), 0)::float8 as "oldest_age_seconds"
        from "${this.schema()}"."outbox_event" where "published_at" is null`,
    );
    return { events: row?.events ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest_age_seconds ?? 0) };
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

  /**
   * Publishes one batch; returns how many rows it published (all of the batch, or none). Straight through the `pg`
   * driver: with MikroORM (a fork, `find` with its query building and hydration, a unit of work) each relay's poll
   * twice a second cost about 2 % of a core in an idle service, and every batch of a rush the same again (issue 18).
   */
  async relayBatch(): Promise<number> {
    const table = `"${this.schema()}"."outbox_event"`;
    const batchSize = Math.trunc(this.options.batchSize);
    return driverTransaction<OutboxRow, number>(
      this.orm.em,
      `select "id", "name", "payload", "correlation_id",
              to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "occurred_at"
         from ${table} where "published_at" is null
        order by "created_at" asc limit ${batchSize} for update skip locked`,
      async (rows, query) => {
        if (rows.length === 0) {
          return 0;
        }
        const ids = rows.map((row) => row.id);
        try {
          await this.publisher.publishMany(rows.map(toEnvelope));
        } catch (error) {
          const lastError = error instanceof Error ? error.message : String(error);
          await query(
            `update ${table} set "attempts" = "attempts" + 1, "last_error" = $2 where "id" = any($1::uuid[])`,
            [ids, lastError],
          );
          return 0;
        }
        await query(`update ${table} set "published_at" = now() where "id" = any($1::uuid[])`, [ids]);
        return rows.length;
      },
    );
  }
}

/** An unpublished outbox row as the relay reads it (`occurred_at`: `created_at` in the ISO form of toISOString()). */
interface OutboxRow {
  id: string;
  name: string;
  payload: unknown;
  correlation_id: string | null;
  occurred_at: string;
}

function toEnvelope(row: OutboxRow): EventEnvelope {
  return {
    id: row.id,
    name: row.name,
    occurredAt: row.occurred_at,
    correlationId: row.correlation_id ?? undefined,
    payload: row.payload,
  };
}
