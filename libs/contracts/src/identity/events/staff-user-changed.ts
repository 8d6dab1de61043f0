import { z } from 'zod';
import { staffRole } from '../../common/enums';
import { defineEvent } from '../../common/event-contract';

export const STAFF_USER_CHANGED = 'staff-user.changed.v1';

export const staffUserChanges = ['created', 'role-changed', 'disabled', 'enabled'] as const;
export const staffUserChange = z.enum(staffUserChanges);
export type StaffUserChange = z.infer<typeof staffUserChange>;

/**
 * A staff account was created, changed role, was disabled or enabled (written by the gateway through its outbox in
 * the identity schema). It carries the whole account as it now is, and `version` grows with every change of one
 * account, so a consumer keeps the highest version it has seen and a late or repeated delivery changes nothing.
 */
export const staffUserChangedPayload = z.object({
  userId: z.number().int().positive(),
  username: z.string().min(1).max(64),
  role: staffRole,
  disabled: z.boolean(),
  change: staffUserChange,
  version: z.number().int().nonnegative(),
  changedAt: z.string(),
});
export type StaffUserChangedPayload = z.infer<typeof staffUserChangedPayload>;
export const staffUserChangedEvent = defineEvent(STAFF_USER_CHANGED, staffUserChangedPayload);
