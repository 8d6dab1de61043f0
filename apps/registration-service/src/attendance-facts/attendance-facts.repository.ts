import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@eventdesk/server-kit';

/** The door's facts on a registration row: attended / attendedAt. */

/** Marks the registration attended at `checkedInAt`, unless a later check-in is already recorded. */
export async function recordCheckIn(
  tx: EntityManager,
  registrationId: number,
  checkedInAt: string,
): Promise<void> {
  await sql(
    tx,
    `update "registration"."registration" set "attended" = true, "attended_at" = ?
      where "id" = ? and ("attended_at" is null or "attended_at" < ?)`,
    [checkedInAt, registrationId, checkedInAt],
  );
}

/** Clears the check-in an undo names; a newer check-in than `previousCheckedInAt` stays. */
export async function clearCheckIn(
  tx: EntityManager,
  registrationId: number,
  previousCheckedInAt: string,
): Promise<void> {
  await sql(
    tx,
    `update "registration"."registration" set "attended" = false, "attended_at" = null
      where "id" = ? and "attended_at" <= ?`,
    [registrationId, previousCheckedInAt],
  );
}
