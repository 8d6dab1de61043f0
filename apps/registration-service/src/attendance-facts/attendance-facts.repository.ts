import type { EntityManager } from '@mikro-orm/postgresql';
import { applyOnce, type ApplyOnce } from '@eventdesk/server-kit';

/** The door's facts on a registration row: attended / attendedAt, each event applied once (`applyOnce`). */

/** Marks the registration attended at `checkedInAt`, unless a later check-in is already recorded. */
export function recordCheckInOnce(
  em: EntityManager,
  once: ApplyOnce,
  registrationId: number,
  checkedInAt: string,
): Promise<boolean> {
  return applyOnce(
    em,
    once,
    `update "registration"."registration" set "attended" = true, "attended_at" = $3::timestamptz
      where "id" = $4::int and ("attended_at" is null or "attended_at" < $3::timestamptz)
        and exists (select 1 from first_delivery)`,
    [checkedInAt, registrationId],
  );
}

/** Clears the check-in an undo names; a newer check-in than `previousCheckedInAt` stays. */
export function clearCheckInOnce(
  em: EntityManager,
  once: ApplyOnce,
  registrationId: number,
  previousCheckedInAt: string,
): Promise<boolean> {
  return applyOnce(
    em,
    once,
    `update "registration"."registration" set "attended" = false, "attended_at" = null
      where "id" = $3::int and "attended_at" <= $4::timestamptz
        and exists (select 1 from first_delivery)`,
    [registrationId, previousCheckedInAt],
  );
}
