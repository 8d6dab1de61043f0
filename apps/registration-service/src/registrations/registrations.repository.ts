import { LockMode } from '@mikro-orm/core';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';
import { sql } from '@eventdesk/server-kit';
import { Registration } from './registration.entity';

/** Unpaid seats counting against a budget, and whole minutes until the first of them lapses (null when none). */
export interface LiveHolds {
  held: number;
  /** At least 1. */
  wait_minutes: number | null;
}

/** Held, unsold, not lapsed: the seat counts against a budget exactly as long as nobody else can claim it. */
const LIVE_HOLDS = `select count(*)::int as held,
    greatest(1, ceil(extract(epoch from min(s."held_until") - now()) / 60))::int as wait_minutes
  from "registration"."registration" r
  join "registration"."seat" s on s."registration_id" = r."id"
  where not s."sold" and s."held_until" > now()`;

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

/**
 * Transaction-scoped advisory locks on a contact's keys, taken in hash order so two requests sharing either key
 * queue instead of deadlocking.
 */
export async function lockContactKeys(
  tx: EntityManager,
  lockClass: number,
  keys: { email: string; phone: string },
): Promise<void> {
  await sql(
    tx,
    `select pg_advisory_xact_lock(?, k)
       from (select distinct k from (values (hashtext(?)), (hashtext(?))) v(k) order by k) keys`,
    [lockClass, `email:${keys.email}`, `phone:${keys.phone}`],
  );
}

/** The live holds of one contact's own registrations (not additional tickets, not staff-added). */
export async function contactLiveHolds(
  tx: EntityManager,
  keys: { email: string; phone: string },
): Promise<LiveHolds | undefined> {
  // Served by the two partial indexes of Migration20261125100000 (a BitmapOr), then the seat's unique index.
  const [holds] = await sql<LiveHolds>(
    tx,
    `${LIVE_HOLDS} and (r."email_key" = ? or r."phone_key" = ?)
       and not r."is_additional_ticket" and not r."staff_added"`,
    [keys.email, keys.phone],
  );
  return holds;
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
