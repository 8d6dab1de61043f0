import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language, RegistrationPaymentStatus, TicketPackage } from '@eventdesk/contracts';
import { sql } from '@eventdesk/server-kit';

export interface AttendeeFacts {
  registrationId: number;
  ref: string;
  fullName: string;
  email: string;
  phone: string;
  package: TicketPackage;
  ticketNumber: number;
  amount: number;
  language: Language;
  paymentStatus: RegistrationPaymentStatus;
}

/** A registration joined with its ticket (null columns while it has none). */
export interface AttendeeRow {
  registration_id: number;
  ref: string;
  full_name: string;
  email: string;
  phone: string;
  package: TicketPackage;
  ticket_number: number;
  payment_status: RegistrationPaymentStatus;
  ticket_id: number | null;
  seed: string | null;
  /** timestamptz as PostgreSQL writes it (MikroORM leaves raw rows unparsed). */
  checked_in_at: string | null;
}

/** The attendee's columns in the order `attendeeValues` gives them. */
export const attendeeColumns = [
  'registration_id',
  'ref',
  'full_name',
  'email',
  'phone',
  'package',
  'ticket_number',
  'amount',
  'language',
  'payment_status',
];

export function attendeeValues(facts: AttendeeFacts): unknown[] {
  return [
    facts.registrationId,
    facts.ref,
    facts.fullName,
    facts.email,
    facts.phone,
    facts.package,
    facts.ticketNumber,
    facts.amount,
    facts.language,
    facts.paymentStatus,
  ];
}

const insertSql = `insert into "attendance"."attendee" (${attendeeColumns.map((c) => `"${c}"`).join(', ')})
  values (${attendeeColumns.map(() => '?').join(', ')})`;

/**
 * registration.created may arrive after payment.completed (separate queues): it never overwrites what the
 * payment already said.
 */
export async function insertAttendeeIfAbsent(em: EntityManager, facts: AttendeeFacts): Promise<void> {
  await sql(em, `${insertSql} on conflict ("registration_id") do nothing`, attendeeValues(facts));
}

/**
 * payment.completed carries every fact, so it writes them all (the paid status included): the `set` list of its
 * upsert (tickets.repository `issueTicketOnce`).
 */
export const attendeeUpsertSet = `${attendeeColumns
  .filter((c) => c !== 'registration_id')
  .map((c) => `"${c}" = excluded."${c}"`)
  .join(', ')}, "updated_at" = now()`;

export async function findAttendeeByRef(em: EntityManager, ref: string): Promise<AttendeeRow | undefined> {
  const rows = await sql<AttendeeRow>(
    em,
    `select a."registration_id", a."ref", a."full_name", a."email", a."phone", a."package", a."ticket_number",
            a."payment_status", t."id" as "ticket_id", t."seed", t."checked_in_at"
       from "attendance"."attendee" a
       left join "attendance"."ticket" t on t."registration_id" = a."registration_id"
      where a."ref" = ?`,
    [ref],
  );
  return rows[0];
}

/**
 * Staff edited a registration: its details follow; a deleted or voided registration stops being admitted. A paid
 * status is never written from here (only payment.completed says "paid"), so an edit arriving after the payment
 * cannot undo it.
 */
export async function applyRegistrationUpdate(
  em: EntityManager,
  update: Pick<
    AttendeeFacts,
    'registrationId' | 'fullName' | 'email' | 'phone' | 'package' | 'amount' | 'language'
  > & {
    withdrawn: boolean;
  },
): Promise<void> {
  await sql(
    em,
    `update "attendance"."attendee"
        set "full_name" = ?, "email" = ?, "phone" = ?, "package" = ?, "amount" = ?, "language" = ?,
            "payment_status" = case when ? then 'void' else "payment_status" end,
            "updated_at" = now()
      where "registration_id" = ?`,
    [
      update.fullName,
      update.email,
      update.phone,
      update.package,
      update.amount,
      update.language,
      update.withdrawn,
      update.registrationId,
    ],
  );
}
