import type { EntityManager } from '@mikro-orm/postgresql';
import type { HeldRegistration, TicketPackage } from '@eventdesk/contracts';
import { sql } from '@eventdesk/server-kit';

/** A seat is held while it is unsold and its hold has not lapsed (the same rule as the claim's FREE_SEAT). */
const LIVE_HOLD = `not s."sold" and s."held_until" > now()`;

interface CountRow {
  package: TicketPackage;
  sold: number;
  held: number;
}

interface HeldRow {
  package: TicketPackage;
  id: number;
  ref: string;
  full_name: string;
  email: string;
  phone: string;
  is_additional_ticket: boolean;
  registered_at: Date | string;
  held_until: Date | string;
}

export interface ReleasedHold {
  registrationId: number;
  package: TicketPackage;
  number: number;
  heldUntil: Date;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The staff view of seat holds and their release; every query runs in the caller's transaction or fork. */
export const seatHoldsRepository = {
  /** Sold and held seats per package (a scan of the seat table: one row per seat, a few thousand). */
  async counts(em: EntityManager): Promise<CountRow[]> {
    return sql<CountRow>(
      em,
      `select s."package",
              count(*) filter (where s."sold")::int as sold,
              count(*) filter (where ${LIVE_HOLD})::int as held
         from "registration"."seat" s
        group by s."package"`,
    );
  },

  /** The held registrations of every package, nearest deadline first, at most `perPackage` each. */
  async held(em: EntityManager, perPackage: number): Promise<Map<TicketPackage, HeldRegistration[]>> {
    const rows = await sql<HeldRow>(
      em,
      `select * from (
         select s."package", s."held_until", r."id", r."ref", r."full_name", r."email", r."phone",
                r."is_additional_ticket", r."registered_at",
                row_number() over (partition by s."package" order by s."held_until", r."id") as n
           from "registration"."seat" s
           join "registration"."registration" r on r."id" = s."registration_id"
          where ${LIVE_HOLD}
       ) listed
       where n <= ?
       order by "package", "held_until", "id"`,
      [perPackage],
    );
    const byPackage = new Map<TicketPackage, HeldRegistration[]>();
    for (const row of rows) {
      const list = byPackage.get(row.package) ?? [];
      list.push({
        id: row.id,
        ref: row.ref,
        fullName: row.full_name,
        email: row.email,
        phone: row.phone,
        isAdditionalTicket: row.is_additional_ticket,
        registeredAt: iso(row.registered_at),
        heldUntil: iso(row.held_until),
      });
      byPackage.set(row.package, list);
    }
    return byPackage;
  },

  /**
   * Lets the live holds of these registrations lapse now: the seat is free for the next claim, the registration
   * stays pending and keeps its seat row, so a payment arriving later still sells that seat if nobody took it
   * (payment-completed consumer). Paid seats and holds already lapsed are left alone.
   */
  async release(tx: EntityManager, registrationIds: number[]): Promise<ReleasedHold[]> {
    const placeholders = registrationIds.map(() => '?').join(', ');
    const rows = await sql<{
      registration_id: number;
      package: TicketPackage;
      number: number;
      held_until: Date | string;
    }>(
      tx,
      `with target as (
         select s."package", s."number", s."registration_id", s."held_until"
           from "registration"."seat" s
          where s."registration_id" in (${placeholders}) and ${LIVE_HOLD}
          for update
       )
       update "registration"."seat" s set "held_until" = now()
         from target t
        where (s."package", s."number") = (t."package", t."number")
        returning t."registration_id", t."package", t."number", t."held_until"`,
      registrationIds,
    );
    return rows.map((row) => ({
      registrationId: row.registration_id,
      package: row.package,
      number: row.number,
      heldUntil: new Date(row.held_until),
    }));
  },
};
