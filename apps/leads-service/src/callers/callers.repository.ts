import type { EntityManager } from '@mikro-orm/postgresql';
import type { LeadCaller, StaffUserChangedPayload } from '@eventdesk/contracts';
import { StaffMember } from './staff-member.entity';

/** An active caller: a staff user with role `user` who is not disabled, as the staff-user events last said. */
const ACTIVE_CALLER = { role: 'user', disabled: false } as const;

/** A caller as round robin sees them: who, and when they last got a lead. */
export interface RotationCaller {
  username: string;
  lastAssignedAt: Date | null;
}

/** Reads and writes of the callers' read model (staff_member, fed by staff-user.changed.v1). */
export const callersRepository = {
  async isActiveCaller(em: EntityManager, username: string): Promise<boolean> {
    return (await em.count(StaffMember, { username, ...ACTIVE_CALLER })) > 0;
  },

  async activeCallers(em: EntityManager): Promise<RotationCaller[]> {
    const rows = await em.find(StaffMember, ACTIVE_CALLER);
    return rows.map((row) => ({ username: row.username, lastAssignedAt: row.lastAssignedAt }));
  },

  /** The wall clock, not the transaction's start: imports queue on a lock, and the later one must be "last". */
  async markLastAssigned(em: EntityManager, username: string): Promise<void> {
    await em.execute(
      `update "leads"."staff_member" set "last_assigned_at" = clock_timestamp() where "username" = ?`,
      [username],
    );
  },

  /** Every staff user with role `user`, disabled ones too (their leads show under "needs reassignment"). */
  async list(em: EntityManager): Promise<LeadCaller[]> {
    const rows = await em.find(StaffMember, { role: 'user' }, { orderBy: { username: 'asc' } });
    return rows.map((row) => ({ username: row.username, active: !row.disabled }));
  },

  /**
   * Keeps the account's newest state: the row changes only when the event's version is higher than the stored
   * one, so a late, older or repeated delivery changes nothing. True when the row changed.
   */
  async applyStaffUserChange(em: EntityManager, payload: StaffUserChangedPayload): Promise<boolean> {
    const result = await em.execute<{ affectedRows: number }>(
      `insert into "leads"."staff_member" ("user_id", "username", "role", "disabled", "version", "updated_at")
       values (?, ?, ?, ?, ?, now())
       on conflict ("user_id") do update
         set "username" = excluded."username", "role" = excluded."role", "disabled" = excluded."disabled",
             "version" = excluded."version", "updated_at" = excluded."updated_at"
       where "staff_member"."version" < excluded."version"`,
      [payload.userId, payload.username, payload.role, payload.disabled, payload.version],
      'run',
    );
    return result.affectedRows > 0;
  },
};
