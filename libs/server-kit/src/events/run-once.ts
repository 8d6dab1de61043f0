import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope } from '@eventdesk/contracts';
import { driverQuery } from '../database/sql';
import { ProcessedEvent } from '../outbox/processed-event.entity';

/**
 * Runs `work` in one transaction with a processed_event row for (event, consumer). A second delivery of the
 * same event finds the row and returns false without running `work`; a crash mid-work rolls both back.
 */
export async function runOnce(
  em: EntityManager,
  envelope: EventEnvelope,
  consumer: string,
  work: (tx: EntityManager) => Promise<void>,
): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const result = await tx
      .createQueryBuilder(ProcessedEvent)
      .insert({ eventId: envelope.id, consumer, processedAt: new Date() })
      .onConflict(['eventId', 'consumer'])
      .ignore()
      .execute('run');
    if (result.affectedRows === 0) {
      return false;
    }
    await work(tx);
    return true;
  });
}

/** The event a consumer applies once, and where its processed_event rows are. */
export interface ApplyOnce {
  schema: string;
  eventId: string;
  consumer: string;
}

/**
 * A consumer's work that is one statement, applied at most once per (event, consumer) by that same statement, in one
 * round trip of its own transaction (issue 18: `runOnce` is a MikroORM transaction of four statements). The
 * processed_event row is inserted by a data-modifying CTE named `first_delivery`, which returns a row only for the
 * first delivery; `statement` (an UPDATE, INSERT or DELETE) must guard itself with
 * `exists (select 1 from first_delivery)`, and numbers its own parameters from `$3`. A second delivery, even
 * concurrent, waits on the first's row and then finds it: the guard is false and nothing is applied. Returns whether
 * this was the first delivery.
 */
export async function applyOnce(
  em: EntityManager,
  once: ApplyOnce,
  statement: string,
  params: unknown[],
): Promise<boolean> {
  const row = await applyStepsOnce(em, once, `applied as (${statement})`, '', params);
  return row?.first === true;
}

/**
 * `applyOnce` for work of several data-modifying steps in one statement: `steps` are CTE definitions
 * (`name as (...)`, comma-separated), each guarded by `exists (select 1 from first_delivery)` or reading from a step
 * that is; parameters from `$3`. `columns` (may be empty) is the select list returned beside `first`, e.g.
 * `(select "id" from issued) as "ticket_id"`. Data-modifying CTEs must sit at the top of a statement, so the steps
 * cannot be wrapped in one `applied` CTE.
 */
export async function applyStepsOnce<TRow extends object>(
  em: EntityManager,
  once: ApplyOnce,
  steps: string,
  columns: string,
  params: unknown[],
): Promise<(TRow & { first: boolean }) | undefined> {
  const [row] = await driverQuery<TRow & { first: boolean }>(
    em,
    `with first_delivery as (
       insert into "${once.schema}"."processed_event" ("event_id", "consumer", "processed_at")
       values ($1::uuid, $2, now())
       on conflict ("event_id", "consumer") do nothing
       returning 1
     ), ${steps}
     select exists (select 1 from first_delivery) as "first"${columns ? `, ${columns}` : ''}`,
    [once.eventId, once.consumer, ...params],
  );
  return row;
}
