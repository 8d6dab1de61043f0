import type { EntityManager } from '@mikro-orm/postgresql';
import type { FollowupStatus, RegistrationFilters } from '@eventdesk/contracts';
import { sql } from '@eventdesk/server-kit';
import { Registration } from '../registrations/registration.entity';
import { filterWhere } from '../registration-queries/registration-queries.repository';
import { FollowupEntry } from './followup-entry.entity';

interface FollowupCounts {
  pending: number;
  need_follow_up: number;
  completed: number;
  not_interested: number;
}

export interface FollowupUpdate {
  status: FollowupStatus;
  notes: string;
  actor: string;
  at: Date;
}

/**
 * The new status on the (locked) registration, written when the transaction commits, and its history row, inserted
 * now.
 */
export async function recordFollowup(
  tx: EntityManager,
  registration: Registration,
  update: FollowupUpdate,
): Promise<void> {
  tx.assign(registration, {
    followupStatus: update.status,
    followupNotes: update.notes,
    lastFollowupAt: update.at,
    lastFollowupBy: update.actor,
    updatedAt: update.at,
    lastUpdatedBy: update.actor,
  });
  await tx.insert(FollowupEntry, {
    registrationId: registration.id,
    status: update.status,
    notes: update.notes,
    updatedBy: update.actor,
    updatedAt: update.at,
  });
}

export async function isLiveRegistration(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(Registration, { id, deleted: false })) > 0;
}

/** Newest first. */
export function followupHistory(em: EntityManager, registrationId: number): Promise<FollowupEntry[]> {
  return em.find(FollowupEntry, { registrationId }, { orderBy: { updatedAt: 'desc', id: 'desc' } });
}

/**
 * Every live, paid registration whose follow-up is not completed gets `completed`, with its history row, in one
 * statement. Returns their ids in order.
 */
export async function completePaidFollowups(
  tx: EntityManager,
  actor: string,
  notes: string,
): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    tx,
    `with fixed as (
       update "registration"."registration"
          set "followup_status" = 'completed', "followup_notes" = ?, "last_followup_at" = now(),
              "last_followup_by" = ?, "updated_at" = now(), "last_updated_by" = ?
        where not "deleted" and "payment_status" = 'completed'
          and "followup_status" is distinct from 'completed'
        returning "id"
     ), history as (
       insert into "registration"."followup_entry" ("registration_id", "status", "notes", "updated_by", "updated_at")
       select "id", 'completed', ?, ?, now() from fixed
     )
     select "id" from fixed order by "id"`,
    [notes, actor, actor, notes, actor],
  );
  return rows.map((row) => row.id);
}

/** The follow-up cards of the staff list: live registrations by follow-up state, under the list's filters. */
export async function followupCounts(
  em: EntityManager,
  filters: RegistrationFilters,
): Promise<FollowupCounts | undefined> {
  const where = filterWhere(filters);
  const [row] = await sql<FollowupCounts>(
    em,
    `select count(*) filter (where r."followup_state" = 'pending')::int as "pending",
            count(*) filter (where r."followup_state" = 'need_to_follow_up')::int as "need_follow_up",
            count(*) filter (where r."followup_state" = 'completed')::int as "completed",
            count(*) filter (where r."followup_state" = 'not_interested')::int as "not_interested"
     from "registration"."registration" r where ${where.sql}`,
    where.params,
  );
  return row;
}
