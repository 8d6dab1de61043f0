import type { EntityManager } from '@mikro-orm/postgresql';
import type { RegistrationReminderFacts } from '@eventdesk/contracts';
import { sql } from '@eventdesk/server-kit';

interface FactsRow {
  id: number;
  ref: string;
  full_name: string;
  email: string;
  phone: string;
  language: RegistrationReminderFacts['language'];
  payment_status: RegistrationReminderFacts['paymentStatus'];
  deleted: boolean;
  held_until: Date | string | null;
}

/** One registration and the end of its unsold seat hold (a sold seat or none: null), in one statement. */
export async function readReminderFacts(
  em: EntityManager,
  registrationId: number,
): Promise<RegistrationReminderFacts | null> {
  const rows = await sql<FactsRow>(
    em,
    `select r."id", r."ref", r."full_name", r."email", r."phone", r."language", r."payment_status", r."deleted",
            (select s."held_until" from "registration"."seat" s
              where s."registration_id" = r."id" and not s."sold" limit 1) as "held_until"
       from "registration"."registration" r
      where r."id" = ?`,
    [registrationId],
  );
  const row = rows[0];
  if (!row) {
    return null;
  }
  return {
    registrationId: row.id,
    ref: row.ref,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    paymentStatus: row.payment_status,
    deleted: row.deleted,
    heldUntil: row.held_until === null ? null : new Date(row.held_until).toISOString(),
  };
}
