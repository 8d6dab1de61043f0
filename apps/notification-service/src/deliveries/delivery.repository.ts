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
 * The row of an event's message on a channel as `claim_delivery` (Migration20261205090000) decides it: created unless
 * it exists, `budget` charging it to an address's mail budget (mail-budget.ts).
 */
export interface DeliveryClaim {
  eventId: string;
  eventName: string;
  channel: DeliveryChannel;
  recipient: string;
  /** Of a row not charged to a budget: queued, or skipped with `lastError` saying why. */
  status: 'queued' | 'skipped';
  lastError: string | null;
  budget: {
    budgetRecipient: string;
    lock: number;
    perHour: number;
    perDay: number;
    hourReason: string;
    dayReason: string;
  } | null;
}

/**
 * Creates the row of this event's message on this channel unless it exists, and returns it, in one call of one
 * transaction: the unique (event, channel) key makes a redelivered event find the row it made the first time.
 * `created` says whether this call made it (so a skip is reported once).
 */
export async function claimDelivery(
  em: EntityManager,
  claim: DeliveryClaim,
): Promise<{ row: Delivery; created: boolean }> {
  const id = randomUUID();
  const [row] = await driverQuery<DeliveryRow>(
    em,
    `select * from "notification"."claim_delivery"($1::uuid, $2::uuid, $3, $4, $5, $6, $7, $8, $9::int, $10::int,
       $11::int, $12, $13)`,
    [
      id,
      claim.eventId,
      claim.eventName,
      claim.channel,
      claim.recipient,
      claim.status,
      claim.lastError,
      claim.budget?.budgetRecipient ?? null,
      claim.budget?.lock ?? null,
      claim.budget?.perHour ?? null,
      claim.budget?.perDay ?? null,
      claim.budget?.hourReason ?? null,
      claim.budget?.dayReason ?? null,
    ],
  );
  const delivery = deliveryFromRow(row);
  return { row: delivery, created: delivery.id === id };
}

/** A delivery row as the driver returns it (MikroORM's pg type parsers leave timestamps as PostgreSQL writes them). */
interface DeliveryRow {
  id: string;
  event_id: string;
  event_name: string;
  channel: DeliveryChannel;
  recipient: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  payload: unknown;
  budget_recipient: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/**
 * The row as a plain Delivery object: none of these rows is flushed, and `em.map` (hydration, identity map) was 5 %
 * of notification-service's CPU in the fan-out profile (issue 18); so were the entity prototype's property setters.
 */
function deliveryFromRow(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventName: row.event_name,
    channel: row.channel,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    providerMessageId: row.provider_message_id,
    payload: row.payload,
    budgetRecipient: row.budget_recipient,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** One queued message of an event: its row is created once per (event, channel). */
export interface NewQueuedDelivery {
  channel: DeliveryChannel;
  recipient: string;
  payload: unknown;
}

/** A queued message's row, and whether this call created it (a redelivered event finds the rows it made before). */
export interface QueuedDelivery {
  row: Delivery;
  created: boolean;
}

/**
 * The queued rows of an event's messages, created unless they exist, and returned either way, in one statement
 * (a ticket.issued used to take an insert per channel and a select): the CTE's rows are the new ones, the plain
 * select (same snapshot, so it cannot see them) finds the rows a first delivery of this event already made.
 * A new row comes back with its first attempt counted: the caller sends it at once (ticket messages, issue 18), so
 * an attempt cut short by a crash shows as it does for a queue job's (`countDeliveryAttempt`).
 */
export async function insertQueuedDeliveriesOnce(
  em: EntityManager,
  event: { id: string; name: string },
  messages: NewQueuedDelivery[],
): Promise<QueuedDelivery[]> {
  const params: unknown[] = [event.id, event.name, messages.map((message) => message.channel)];
  const values = messages.map((message) => {
    params.push(randomUUID(), message.channel, message.recipient, JSON.stringify(message.payload));
    const at = params.length - 3;
    return `($${at}::uuid, $1::uuid, $2, $${at + 1}, $${at + 2}, 'queued', 1, $${at + 3}::jsonb)`;
  });
  const rows = await driverQuery<DeliveryRow & { created: boolean }>(
    em,
    `with inserted as (
       insert into "notification"."delivery"
         ("id", "event_id", "event_name", "channel", "recipient", "status", "attempts", "payload")
       values ${values.join(', ')}
       on conflict ("event_id", "channel") do nothing
       returning *
     )
     select *, true as "created" from inserted
     union all
     select *, false as "created" from "notification"."delivery"
       where "event_id" = $1::uuid and "channel" = any($3::text[])`,
    params,
  );
  return rows.map((row) => ({ row: deliveryFromRow(row), created: row.created }));
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
  const counted = await driverQuery<DeliveryRow>(
    em,
    `update "notification"."delivery" set "attempts" = "attempts" + 1, "status" = 'queued', "updated_at" = now()
          where "id" = $1::uuid and "status" <> 'sent' returning *`,
    [deliveryId],
  );
  return counted[0] ? deliveryFromRow(counted[0]) : undefined;
}

/**
 * Writes the outcome of a send and its attempt count as the row holds them, in one statement of its own (no unit of
 * work: this runs once per message sent).
 */
export async function recordDeliveryOutcome(em: EntityManager, row: Delivery): Promise<void> {
  await driverQuery(
    em,
    `update "notification"."delivery" set "status" = $2, "last_error" = $3, "provider_message_id" = $4,
        "attempts" = $5, "updated_at" = now()
      where "id" = $1::uuid`,
    [row.id, row.status, row.lastError, row.providerMessageId, row.attempts],
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
