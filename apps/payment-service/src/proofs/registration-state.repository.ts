import type { EntityManager } from '@mikro-orm/postgresql';
import type { RegistrationPaymentStatus } from '@eventdesk/contracts';
import { sql } from '@eventdesk/server-kit';

/** payment.registration_state: the registration's payment status and deleted flag, as registration.updated said. */
export interface RegistrationState {
  registrationId: number;
  paymentStatus: RegistrationPaymentStatus;
  deleted: boolean;
  changedAt: string;
}

/** Keeps the newest state only: a state older than the one kept (a late retry) changes nothing. */
export async function keepRegistrationState(tx: EntityManager, state: RegistrationState): Promise<void> {
  await sql(
    tx,
    `insert into "payment"."registration_state" ("registration_id", "payment_status", "deleted", "changed_at")
     values (?, ?, ?, ?)
     on conflict ("registration_id") do update
       set "payment_status" = excluded."payment_status", "deleted" = excluded."deleted",
           "changed_at" = excluded."changed_at"
     where "registration_state"."changed_at" <= excluded."changed_at"`,
    [state.registrationId, state.paymentStatus, state.deleted, state.changedAt],
  );
}
