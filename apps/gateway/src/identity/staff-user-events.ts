import type { EntityManager } from '@mikro-orm/postgresql';
import { type StaffUserChange, staffUserChangedEvent } from '@eventdesk/contracts';
import { recordEvent } from '@eventdesk/server-kit';
import type { StaffUser } from './staff-user.entity';

/**
 * Writes staff-user.changed.v1 with the account as it now is, in the caller's transaction (leads-service keeps its
 * callers from these). The caller has raised `user.version` for this change, so the newest state wins downstream.
 */
export async function recordStaffUserChange(
  em: EntityManager,
  user: StaffUser,
  change: StaffUserChange,
): Promise<void> {
  await recordEvent(em, staffUserChangedEvent, {
    userId: user.id,
    username: user.username,
    role: user.role,
    disabled: user.disabled,
    change,
    version: user.version,
    changedAt: new Date().toISOString(),
  });
}
