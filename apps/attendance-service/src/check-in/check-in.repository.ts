import type { EntityManager } from '@mikro-orm/postgresql';
import { checkedInEvent, type RegistrationPaymentStatus, type TicketPackage } from '@eventdesk/contracts';
import { driverQuery, sql } from '@eventdesk/server-kit';
import type { CheckInAction, CheckInOutcome } from './check-in-log.entity';

/** Payment statuses whose ticket admits its holder. */
export const ADMITTED_STATUSES: readonly RegistrationPaymentStatus[] = ['completed', 'privilege_guest'];
const admittedList = ADMITTED_STATUSES.map((status) => `'${status}'`).join(', ');

export interface ScannedTicketRow {
  ticket_id: number;
  /** timestamptz as PostgreSQL writes it (MikroORM leaves raw rows unparsed). */
  checked_in_at: string | null;
  checked_in_by: string | null;
  check_in_nonce: string | null;
  registration_id: number;
  full_name: string;
  email: string;
  phone: string;
  package: TicketPackage;
  ticket_number: number;
  payment_status: RegistrationPaymentStatus;
}

const ticketColumns = `t."id" as "ticket_id", t."checked_in_at", t."checked_in_by", t."check_in_nonce",
  a."registration_id", a."full_name", a."email", a."phone", a."package", a."ticket_number", a."payment_status"`;

/** What one scan statement found: the ticket it admitted, or the ticket as it was when it could not. */
export interface ScanOutcome {
  admitted: boolean;
  ticket: ScannedTicketRow;
}

/**
 * The check-in itself: one conditional update, so of any number of simultaneous scans of a ticket exactly one
 * finds checked_in_at null and sets it. The admitting scan's log row and its `attendance.checked-in.v1` outbox row
 * are written by the same statement, so there is no admission without its event, in one round trip of its own
 * transaction (issue 18: the scan took a MikroORM transaction of four statements). The payload is built here from
 * the admitted row, as `checkedInPayload` (libs/contracts) describes it; check-in-events.int-spec parses what a scan
 * wrote with that schema. `checkedInAt` is the database's clock, in the ISO form `Date.toISOString()` writes.
 *
 * When nothing is admitted, the same statement reads the ticket (as of its snapshot, so a scan that won a race
 * against this one may not show yet: the caller then tries once more), so a refusal needs no second read.
 * Undefined: no ticket has this token.
 */
export async function scanByTokenHash(
  em: EntityManager,
  admission: {
    hash: string;
    staff: string;
    nonce: string | null;
    eventId: string;
    correlationId: string | null;
  },
): Promise<ScanOutcome | undefined> {
  const rows = await driverQuery<ScannedTicketRow & { admitted: boolean }>(
    em,
    `with admitted as (
       update "attendance"."ticket" t
          set "checked_in_at" = now(), "checked_in_by" = $2, "check_in_nonce" = $3
         from "attendance"."attendee" a
        where t."token_hash" = $1 and t."checked_in_at" is null
          and a."registration_id" = t."registration_id" and a."payment_status" in (${admittedList})
        returning ${ticketColumns}
     ), logged as (
       insert into "attendance"."check_in_log" ("ticket_id", "action", "outcome", "staff", "nonce")
       select "ticket_id", 'scan', 'admitted', $2, $3 from admitted
     ), recorded as (
       insert into "attendance"."outbox_event" ("id", "name", "payload", "correlation_id")
       select $4::uuid, $5, jsonb_build_object(
           'ticketId', "ticket_id",
           'registrationId', "registration_id",
           'checkedInAt', to_char("checked_in_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'checkedInBy', $2::text),
         $6
       from admitted
     )
     select true as "admitted", * from admitted
     union all
     select false, ${ticketColumns}
       from "attendance"."ticket" t
       join "attendance"."attendee" a on a."registration_id" = t."registration_id"
      where t."token_hash" = $1 and not exists (select 1 from admitted)`,
    [
      admission.hash,
      admission.staff,
      admission.nonce,
      admission.eventId,
      checkedInEvent.name,
      admission.correlationId,
    ],
  );
  const [row] = rows;
  if (!row) {
    return undefined;
  }
  const { admitted, ...ticket } = row;
  return { admitted, ticket };
}

export async function logCheckIn(
  em: EntityManager,
  entry: {
    ticketId: number | null;
    action: CheckInAction;
    outcome: CheckInOutcome;
    reason?: string | null;
    staff: string;
    nonce?: string | null;
  },
): Promise<void> {
  await sql(
    em,
    `insert into "attendance"."check_in_log" ("ticket_id", "action", "outcome", "reason", "staff", "nonce")
     values (?, ?, ?, ?, ?, ?)`,
    [entry.ticketId, entry.action, entry.outcome, entry.reason ?? null, entry.staff, entry.nonce ?? null],
  );
}

export interface LockedTicketRow {
  id: number;
  registration_id: number;
  checked_in_at: string | null;
  checked_in_by: string | null;
}

export async function lockTicket(em: EntityManager, ticketId: number): Promise<LockedTicketRow | undefined> {
  const rows = await sql<LockedTicketRow>(
    em,
    `select "id", "registration_id", "checked_in_at", "checked_in_by" from "attendance"."ticket"
      where "id" = ? for update`,
    [ticketId],
  );
  return rows[0];
}

export async function clearCheckIn(em: EntityManager, ticketId: number): Promise<void> {
  await sql(
    em,
    `update "attendance"."ticket" set "checked_in_at" = null, "checked_in_by" = null, "check_in_nonce" = null
      where "id" = ?`,
    [ticketId],
  );
}

export async function countTickets(em: EntityManager): Promise<{ total: number; attended: number }> {
  const rows = await sql<{ total: number; attended: number }>(
    em,
    `select count(*)::int as "total", count(t."checked_in_at")::int as "attended"
       from "attendance"."ticket" t
       join "attendance"."attendee" a on a."registration_id" = t."registration_id"
      where a."payment_status" in (${admittedList})`,
  );
  return rows[0] ?? { total: 0, attended: 0 };
}
