import type { EntityManager } from '@mikro-orm/postgresql';

/** First key of the advisory lock taken per registration id (the second key). */
const REGISTRATION_PAYMENT_LOCK = 0x1ead;

/**
 * Linking a lead to a registration and that registration's payment.completed take this lock first, so one of
 * them always sees the other: without it a payment completing between the link's RPC answer ("pending") and its
 * commit would leave the lead unconverted for good.
 */
async function lockRegistrationPayment(tx: EntityManager, registrationId: number): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(?, ?)`, [REGISTRATION_PAYMENT_LOCK, registrationId]);
}

/** Inside the linking transaction, before the lead's row lock: whether payment.completed already came for it. */
export async function lockPaidRegistration(tx: EntityManager, registrationId: number): Promise<boolean> {
  await lockRegistrationPayment(tx, registrationId);
  const rows = await tx.execute<Array<{ paid: number }>>(
    `select 1 as "paid" from "leads"."paid_registration" where "registration_id" = ?`,
    [registrationId],
  );
  return rows.length > 0;
}

/** payment.completed: remembers the payment and converts every lead already linked to the registration. */
export async function markRegistrationPaid(tx: EntityManager, registrationId: number): Promise<number> {
  await lockRegistrationPayment(tx, registrationId);
  await tx.execute(
    `insert into "leads"."paid_registration" ("registration_id") values (?) on conflict do nothing`,
    [registrationId],
  );
  const result = await tx.execute<{ affectedRows: number }>(
    `update "leads"."meta_lead" set "registration_paid" = true
     where "linked_registration_id" = ? and not "registration_paid"`,
    [registrationId],
    'run',
  );
  return result.affectedRows;
}
