import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { ListDeliveriesQuery } from '@eventdesk/contracts';
import { driverQuery, sql } from '@eventdesk/server-kit';
import { Delivery, type DeliveryChannel, type DeliveryStatus } from './delivery.entity';

/** The columns a caller decides when it creates a delivery row; id, attempts and times are filled in here. */
export interface NewDelivery {
  eventId: string;
  eventName: string;
  channel: DeliveryChannel;
  recipient: string;
  status: DeliveryStatus;
  lastError?: string | null;
  payload?: unknown;
}

/**
 * Creates the row of this event's message on this channel unless it exists: the unique (event, channel) key makes
 * a redelivered event find the row it made the first time instead of a second one.
 */
export async function insertDeliveryOnce(em: EntityManager, delivery: NewDelivery): Promise<void> {
  await em
    .createQueryBuilder(Delivery)
    .insert({
      id: randomUUID(),
      ...delivery,
      attempts: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .onConflict(['eventId', 'channel'])
    .ignore()
    .execute('run');
}

/** One queued message of an event: its row is created once per (event, channel). */
export interface NewQueuedDelivery {
  channel: DeliveryChannel;
  recipient: string;
  payload: unknown;
}

/**
 * The queued rows of an event's messages, created unless they exist, and returned either way, in one statement
 * (a ticket.issued used to take an insert per channel and a select): the CTE's rows are the new ones, the plain
 * select (same snapshot, so it cannot see them) finds the rows a first delivery of this event already made.
 */
export async function insertQueuedDeliveriesOnce(
  em: EntityManager,
  event: { id: string; name: string },
  messages: NewQueuedDelivery[],
): Promise<Delivery[]> {
  const params: unknown[] = [event.id, event.name, messages.map((message) => message.channel)];
  const values = messages.map((message) => {
    params.push(randomUUID(), message.channel, message.recipient, JSON.stringify(message.payload));
    const at = params.length - 3;
    return `($${at}::uuid, $1::uuid, $2, $${at + 1}, $${at + 2}, 'queued', $${at + 3}::jsonb)`;
  });
  const rows = await driverQuery<Record<string, unknown>>(
    em,
    `with inserted as (
       insert into "notification"."delivery" ("id", "event_id", "event_name", "channel", "recipient", "status", "payload")
       values ${values.join(', ')}
       on conflict ("event_id", "channel") do nothing
       returning *
     )
     select * from inserted
     union all
     select * from "notification"."delivery" where "event_id" = $1::uuid and "channel" = any($3::text[])`,
    params,
  );
  return rows.map((row) => em.map(Delivery, row));
}

export function findDeliveryOrFail(
  em: EntityManager,
  eventId: string,
  channel: DeliveryChannel,
): Promise<Delivery> {
  return em.findOneOrFail(Delivery, { eventId, channel });
}

export function findDeliveryByIdOrFail(em: EntityManager, deliveryId: string): Promise<Delivery> {
  return em.findOneOrFail(Delivery, deliveryId);
}

/**
 * Counts one attempt of a queued message and reads its row in one statement; a row already sent is left as it is
 * (undefined then).
 */
export async function countDeliveryAttempt(
  em: EntityManager,
  deliveryId: string,
): Promise<Delivery | undefined> {
  const counted = await sql<Record<string, unknown>>(
    em,
    `update "notification"."delivery" set "attempts" = "attempts" + 1, "status" = 'queued', "updated_at" = now()
          where "id" = ? and "status" <> 'sent' returning *`,
    [deliveryId],
  );
  return counted[0] ? em.map(Delivery, counted[0]) : undefined;
}

/** Writes the outcome of a send made on a row the EntityManager tracks (loaded through it). */
export async function saveTrackedDelivery(em: EntityManager): Promise<void> {
  await em.flush();
}

/** Writes the outcome of a send by id, for a row mapped from a raw statement (not tracked). */
export async function recordDeliveryOutcome(em: EntityManager, row: Delivery): Promise<void> {
  await em.nativeUpdate(
    Delivery,
    { id: row.id },
    {
      status: row.status,
      lastError: row.lastError,
      providerMessageId: row.providerMessageId,
      updatedAt: new Date(),
    },
  );
}

/** Rows of `eventName` still queued and untouched since `before`, oldest first. */
export function findStuckDeliveries(
  em: EntityManager,
  eventName: string,
  before: Date,
  limit: number,
): Promise<Delivery[]> {
  return em.find(
    Delivery,
    { eventName, status: 'queued', updatedAt: { $lt: before } },
    { limit, orderBy: { updatedAt: 'asc' } },
  );
}

export function countDeliveriesByChannelAndStatus(
  em: EntityManager,
): Promise<Array<{ channel: string; status: string; count: number }>> {
  return sql(
    em,
    `select "channel", "status", count(*)::int as "count" from "notification"."delivery" group by 1, 2`,
  );
}

export function listDeliveries(em: EntityManager, query: ListDeliveriesQuery): Promise<Delivery[]> {
  return em.find(Delivery, query.eventId ? { eventId: query.eventId } : {}, {
    orderBy: { createdAt: 'desc' },
    limit: query.limit,
  });
}

/** First key of the advisory lock taken per recipient (the second is a hash of the address). */
const MAIL_BUDGET_LOCK = 0x6d61696c; // 'mail'

/** Waits for, then holds until the transaction ends, the mail-budget lock of one budget address. */
export async function lockMailBudget(tx: EntityManager, budgetRecipient: string): Promise<void> {
  await sql(tx, 'select pg_advisory_xact_lock(?, hashtext(?))', [MAIL_BUDGET_LOCK, budgetRecipient]);
}

export interface ChargedDeliveryRow {
  eventId: string;
  eventName: string;
  channel: string;
  recipient: string;
  budgetRecipient: string;
}

/**
 * Counts the address's charged rows that were not skipped in the last hour and day and inserts the new row in one
 * statement: `queued` while under both limits, else `skipped` with the reason of the limit reached. Returns that
 * reason, null when queued or when a row for this event and channel already existed.
 */
export async function insertChargedDeliveryRow(
  tx: EntityManager,
  row: ChargedDeliveryRow,
  limits: { perHour: number; perDay: number; hourReason: string; dayReason: string },
): Promise<string | null> {
  // 'skipped' stays a literal: the partial index's predicate must match it as written.
  const inserted = await sql<{ last_error: string | null }>(
    tx,
    `insert into "notification"."delivery"
         ("id", "event_id", "event_name", "channel", "recipient", "budget_recipient", "status", "last_error")
       select ?, ?, ?, ?, ?, ?,
              case when c."hour" >= ? or c."day" >= ? then 'skipped' else 'queued' end,
              case when c."hour" >= ? then ?::text when c."day" >= ? then ?::text end
         from (select count(*) filter (where "created_at" > now() - interval '1 hour') as "hour", count(*) as "day"
                 from "notification"."delivery"
                where "budget_recipient" = ? and "status" <> 'skipped'
                  and "created_at" > now() - interval '1 day') as c
       on conflict ("event_id", "channel") do nothing
       returning "last_error"`,
    [
      randomUUID(),
      row.eventId,
      row.eventName,
      row.channel,
      row.recipient,
      row.budgetRecipient,
      limits.perHour,
      limits.perDay,
      limits.perHour,
      limits.hourReason,
      limits.perDay,
      limits.dayReason,
      row.budgetRecipient,
    ],
  );
  return inserted[0]?.last_error ?? null;
}
