import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@eventdesk/server-kit';

/** First key of the advisory lock taken per registration id (the second key). */
const REGISTRATION_PAYMENT_LOCK = 0x1ead;

/** The payments the leads side has heard of (`paid_registration`) and the conversion of the leads linked to them. */
export const paidRegistrationRepository = {
  /** Waits for, then holds until the transaction ends, the registration's payment lock. */
  async lock(tx: EntityManager, registrationId: number): Promise<void> {
    await sql(tx, `select pg_advisory_xact_lock(?, ?)`, [REGISTRATION_PAYMENT_LOCK, registrationId]);
  },

  async isPaid(tx: EntityManager, registrationId: number): Promise<boolean> {
    const rows = await sql<{ paid: number }>(
      tx,
      `select 1 as "paid" from "leads"."paid_registration" where "registration_id" = ?`,
      [registrationId],
    );
    return rows.length > 0;
  },

  async remember(tx: EntityManager, registrationId: number): Promise<void> {
    await sql(
      tx,
      `insert into "leads"."paid_registration" ("registration_id") values (?) on conflict do nothing`,
      [registrationId],
    );
  },

  /** Marks every lead linked to the registration as paid; returns how many changed. */
  async convertLinkedLeads(tx: EntityManager, registrationId: number): Promise<number> {
    const result = await tx.execute<{ affectedRows: number }>(
      `update "leads"."meta_lead" set "registration_paid" = true
     where "linked_registration_id" = ? and not "registration_paid"`,
      [registrationId],
      'run',
    );
    return result.affectedRows;
  },
};
