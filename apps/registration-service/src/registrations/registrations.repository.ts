import { LockMode } from '@mikro-orm/core';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';
import { driverQuery, sql } from '@eventdesk/server-kit';
import { Registration } from './registration.entity';

/** Unpaid seats counting against a budget, and whole minutes until the first of them lapses (null when none). */
export interface LiveHolds {
  held: number;
  /** At least 1. */
  wait_minutes: number | null;
}

/**
 * Held, unsold, not lapsed: the seat counts against a budget exactly as long as nobody else can claim it. The public
 * form's per-contact count is the same query inside `register_with_seat` (Migration20261204090000).
 */
const LIVE_HOLDS = `select count(*)::int as held,
    greatest(1, ceil(extract(epoch from min(s."held_until") - now()) / 60))::int as wait_minutes
  from "registration"."registration" r
  join "registration"."seat" s on s."registration_id" = r."id"
  where not s."sold" and s."held_until" > now()`;

/** The arguments of `registration.register_with_seat` (Migration20261204090000). */
export interface RegisterWithSeatCall {
  /** The public form's Idempotency-Key; the stored answer is `answer` with the new id. */
  idempotency: { scope: string; key: string; requestHash: string } | null;
  /** The public form's budget of unpaid seats per contact; staff have none. */
  holdBudget: { lockClass: number; limit: number; emailKey: string; phoneKey: string } | null;
  capacity: number;
  holdMinutes: number;
  /** The columns, named as the entity's properties (`fullName`…); `package` also picks the seat. */
  registration: RequiredEntityData<Registration>;
  /** The outbox row; the function adds `registrationId` to the payload. */
  event: { id: string; name: string; payload: object; correlationId: string | null };
  /** The answer to store and return; the function adds `id`. */
  answer: object | null;
}

export interface RegisterWithSeatRow {
  /** Null when the answer was replayed. */
  out_registration_id: number | null;
  out_answer: unknown;
  out_replayed: boolean;
}

const REGISTER_WITH_SEAT_TYPES = [
  'text',
  'text',
  'text',
  'integer',
  'integer',
  'text',
  'text',
  'integer',
  'integer',
  'jsonb',
  'uuid',
  'text',
  'jsonb',
  'text',
  'jsonb',
];
const registerWithSeatText = (placeholder: (index: number) => string): string =>
  `select "out_registration_id", "out_answer", "out_replayed" from "registration"."register_with_seat"(${REGISTER_WITH_SEAT_TYPES.map(
    (type, index) => `${placeholder(index)}::${type}`,
  ).join(', ')})`;
const REGISTER_WITH_SEAT_IN_TRANSACTION = registerWithSeatText(() => '?');
const REGISTER_WITH_SEAT_ALONE = registerWithSeatText((index) => `$${index + 1}`);

function registerWithSeatParams(call: RegisterWithSeatCall): unknown[] {
  return [
    call.idempotency?.scope ?? null,
    call.idempotency?.key ?? null,
    call.idempotency?.requestHash ?? null,
    call.holdBudget?.lockClass ?? null,
    call.holdBudget?.limit ?? null,
    call.holdBudget?.emailKey ?? null,
    call.holdBudget?.phoneKey ?? null,
    call.capacity,
    call.holdMinutes,
    JSON.stringify(call.registration),
    call.event.id,
    call.event.name,
    JSON.stringify(call.event.payload),
    call.event.correlationId,
    call.answer === null ? null : JSON.stringify(call.answer),
  ];
}

/** Claims a seat and inserts the registration and its event inside the caller's transaction (staff). */
export async function registerWithSeatInTransaction(
  tx: EntityManager,
  call: RegisterWithSeatCall,
): Promise<RegisterWithSeatRow> {
  const [row] = await sql<RegisterWithSeatRow>(
    tx,
    REGISTER_WITH_SEAT_IN_TRANSACTION,
    registerWithSeatParams(call),
  );
  return row;
}

/**
 * The same as one transaction of one round trip, straight through the driver: the public form in a ticket rush
 * (issue 18: nine statements through MikroORM before).
 */
export async function registerWithSeatAlone(
  em: EntityManager,
  call: RegisterWithSeatCall,
): Promise<RegisterWithSeatRow> {
  const [row] = await driverQuery<RegisterWithSeatRow>(
    em,
    REGISTER_WITH_SEAT_ALONE,
    registerWithSeatParams(call),
  );
  return row;
}

/** Inserts a registration whose id the seat claim drew. */
export async function insertRegistration(
  tx: EntityManager,
  registration: RequiredEntityData<Registration>,
): Promise<void> {
  await tx.insert<Registration>(Registration, registration);
}

export function findLiveRegistrationByRef(em: EntityManager, ref: string): Promise<Registration | null> {
  return em.findOne(Registration, { ref, deleted: false });
}

/** A live registration by ref, its row locked until the transaction ends. */
export function lockLiveRegistrationByRef(tx: EntityManager, ref: string): Promise<Registration | null> {
  return tx.findOne(Registration, { ref, deleted: false }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** A live registration by id, its row locked until the transaction ends. */
export function lockLiveRegistrationById(tx: EntityManager, id: number): Promise<Registration | null> {
  return tx.findOne(Registration, { id, deleted: false }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** The ref of a registration (deleted or not): an additional ticket names its group's first registration. */
export async function refOf(em: EntityManager, id: number): Promise<string | null> {
  const registration = await em.findOne(Registration, { id }, { fields: ['ref'] });
  return registration?.ref ?? null;
}

/** Locks a ticket group's first registration: purchases in one group take turns. */
export async function lockTicketGroup(tx: EntityManager, rootId: number): Promise<void> {
  await tx.findOneOrFail(
    Registration,
    { id: rootId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] },
  );
}

/** The next ticket number of a group (its first registration is number 1). */
export async function nextTicketNumber(tx: EntityManager, rootId: number): Promise<number> {
  const [{ next }] = await sql<{ next: number }>(
    tx,
    `select coalesce(max("ticket_number"), 0)::int + 1 as next from "registration"."registration"
        where "id" = ? or "parent_registration_id" = ?`,
    [rootId, rootId],
  );
  return next;
}

/** The live holds of one group's additional tickets. */
export async function groupLiveHolds(tx: EntityManager, rootId: number): Promise<LiveHolds | undefined> {
  const [holds] = await sql<LiveHolds>(tx, `${LIVE_HOLDS} and r."parent_registration_id" = ?`, [rootId]);
  return holds;
}

/** How many times an audit action was recorded for a registration since `since`, and the oldest of them. */
export async function recentAuditActions(
  tx: EntityManager,
  registrationId: number,
  action: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null } | undefined> {
  const [recent] = await sql<{ count: number; oldest: Date | null }>(
    tx,
    `select count(*)::int as "count", min("at") as "oldest" from "registration"."audit_entry"
      where "target_type" = 'registration' and "target_id" = ? and "action" = ? and "at" > ?`,
    [String(registrationId), action, since],
  );
  return recent;
}
