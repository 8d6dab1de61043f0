import type { EntityManager } from '@mikro-orm/postgresql';
import type { TicketPackage } from '@eventdesk/contracts';
import { sql } from '@eventdesk/server-kit';
import { Registration } from '../registrations/registration.entity';

/** A seat is free when nobody holds it or its unsold hold has lapsed; `seat_free_index` serves this order. */
const FREE_SEAT = `select f."package", f."number" from "registration"."seat" f
  where f."package" = ? and f."number" <= ? and not f."sold"
    and coalesce(f."held_until", '-infinity'::timestamptz) < now()
  order by coalesce(f."held_until", '-infinity'::timestamptz), f."number"
  limit 1
  for update skip locked`;

export interface ClaimedSeat {
  registrationId: number;
  number: number;
  heldUntil: Date | null;
}

export type SeatClaim =
  /** Held for a new registration; its id is drawn from the registration sequence by the claim itself. */
  | { kind: 'hold-new'; holdMinutes: number }
  /** Held for an existing registration (a lapsed hold renewed when a receipt arrives). */
  | { kind: 'hold'; registrationId: number; holdMinutes: number }
  /** Sold to an existing, paid registration. */
  | { kind: 'sell'; registrationId: number };

interface SeatRow {
  registration_id: number;
  number: number;
  held_until: Date | string | null;
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * Every seat query. All of them run inside the caller's transaction (`tx`), so a claim commits or rolls back
 * with the registration it belongs to. Times come from the database clock, shared by every replica.
 */
export const seatsRepository = {
  /** The live registration a hold is asked for by ref: what deciding on its seat needs. */
  holderByRef(
    tx: EntityManager,
    ref: string,
  ): Promise<Pick<Registration, 'id' | 'package' | 'paymentStatus'> | null> {
    return tx.findOne(Registration, { ref, deleted: false }, { fields: ['id', 'package', 'paymentStatus'] });
  },

  /**
   * Claims one free seat of `pkg` within `capacity` in a single statement: the sub-select locks the first free
   * row no other transaction has locked (SKIP LOCKED: concurrent claims never wait for each other), the update
   * takes it. Null when no seat is free.
   */
  async claim(
    tx: EntityManager,
    pkg: TicketPackage,
    capacity: number,
    claim: SeatClaim,
  ): Promise<ClaimedSeat | null> {
    const registrationId =
      claim.kind === 'hold-new' ? `nextval('"registration"."registration_id_seq"')` : '?::int';
    const heldUntil = claim.kind === 'sell' ? 'null' : `now() + make_interval(mins => ?::int)`;
    const params: unknown[] = [];
    if (claim.kind !== 'hold-new') {
      params.push(claim.registrationId);
    }
    if (claim.kind !== 'sell') {
      params.push(claim.holdMinutes);
    }
    const rows = await sql<SeatRow>(
      tx,
      `update "registration"."seat" s
          set "registration_id" = ${registrationId}, "held_until" = ${heldUntil}, "sold" = ${claim.kind === 'sell'}
        where (s."package", s."number") = (${FREE_SEAT})
        returning s."registration_id", s."number", s."held_until"`,
      [...params, pkg, capacity],
    );
    const row = rows[0];
    return row
      ? { registrationId: row.registration_id, number: row.number, heldUntil: toDate(row.held_until) }
      : null;
  },

  /**
   * Marks the registration's seat sold, lapsed hold or not, as long as it still points at this registration. A
   * concurrent claim of that lapsed seat holds its row lock; this update waits, re-reads the row and, if the seat
   * went to the other registration, changes nothing (READ COMMITTED re-check), so one seat is never sold twice.
   */
  async sell(tx: EntityManager, registrationId: number): Promise<number | null> {
    const rows = await sql<{ number: number }>(
      tx,
      `update "registration"."seat" set "sold" = true, "held_until" = null
        where "registration_id" = ? returning "number"`,
      [registrationId],
    );
    return rows[0]?.number ?? null;
  },

  /** Pushes the registration's unsold hold out to at least now + `hours`; null when it holds no seat any more. */
  async extendHold(tx: EntityManager, registrationId: number, hours: number): Promise<Date | null> {
    const rows = await sql<{ held_until: Date | string }>(
      tx,
      `update "registration"."seat"
          set "held_until" = greatest("held_until", now() + make_interval(hours => ?::int))
        where "registration_id" = ? and not "sold"
        returning "held_until"`,
      [hours, registrationId],
    );
    return toDate(rows[0]?.held_until ?? null);
  },

  /** Pushes the registration's unsold hold out to at least `until`; null when it holds no seat any more. */
  async holdUntilAtLeast(tx: EntityManager, registrationId: number, until: Date): Promise<Date | null> {
    const rows = await sql<{ held_until: Date | string }>(
      tx,
      `update "registration"."seat" set "held_until" = greatest("held_until", ?::timestamptz)
        where "registration_id" = ? and not "sold"
        returning "held_until"`,
      [until.toISOString(), registrationId],
    );
    return toDate(rows[0]?.held_until ?? null);
  },

  /** Frees whatever seat the registration holds or bought (voided registration); true when there was one. */
  async release(tx: EntityManager, registrationId: number): Promise<boolean> {
    const rows = await sql<{ number: number }>(
      tx,
      `update "registration"."seat" set "registration_id" = null, "held_until" = null, "sold" = false
        where "registration_id" = ? returning "number"`,
      [registrationId],
    );
    return rows.length > 0;
  },

  /**
   * Makes the seat rows match the capacities: adds the missing numbers 1..capacity and deletes free rows above
   * the capacity. Sold rows and live holds above it stay until they are released (claims never look above the
   * capacity, so they are never sold again).
   */
  async syncCapacity(tx: EntityManager, capacities: Record<TicketPackage, number>): Promise<void> {
    const json = JSON.stringify(Object.entries(capacities).map(([pkg, capacity]) => ({ pkg, capacity })));
    // 'run' (no rows back), which sql() does not offer.
    await tx.execute(
      `insert into "registration"."seat" ("package", "number")
       select c.pkg, n from jsonb_to_recordset(?::jsonb) as c(pkg text, capacity int), generate_series(1, c.capacity) n
       on conflict do nothing`,
      [json],
      'run',
    );
    await tx.execute(
      `delete from "registration"."seat" s
        using jsonb_to_recordset(?::jsonb) as c(pkg text, capacity int)
        where s."package" = c.pkg and s."number" > c.capacity and not s."sold"
          and coalesce(s."held_until", '-infinity'::timestamptz) < now()`,
      [json],
      'run',
    );
  },

  /** Free seats within the capacity, per package (packages without seat rows count 0). */
  async countFree(
    tx: EntityManager,
    capacities: Record<TicketPackage, number>,
  ): Promise<Map<TicketPackage, number>> {
    const json = JSON.stringify(Object.entries(capacities).map(([pkg, capacity]) => ({ pkg, capacity })));
    const rows = await sql<{ pkg: TicketPackage; free: number }>(
      tx,
      `select c.pkg, count(s."number")::int as free
         from jsonb_to_recordset(?::jsonb) as c(pkg text, capacity int)
         left join "registration"."seat" s
           on s."package" = c.pkg and s."number" <= c.capacity and not s."sold"
          and coalesce(s."held_until", '-infinity'::timestamptz) < now()
        group by c.pkg`,
      [json],
    );
    return new Map(rows.map((row) => [row.pkg, row.free]));
  },
};
