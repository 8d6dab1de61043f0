import { z } from 'zod';
import { staffRole, staffRoles } from '../../common/enums';

// Staff-facing only (the admin area is English), so messages the catalog has no key for are plain English.
export const MIN_STAFF_PASSWORD_LENGTH = 12;

/** Lower-cased before the checks: logins compare lower-case, so "Door.Desk" and "door.desk" are one name. */
export const staffUsername = z
  .string({ error: 'validation.username.required' })
  .trim()
  .toLowerCase()
  .min(3, { error: 'Username must be at least 3 characters' })
  .max(64, { error: 'Username must be at most 64 characters' })
  .regex(/^[a-z0-9._-]+$/, {
    error: 'Username may contain only letters, digits, dot, underscore and hyphen',
  });

export const staffPassword = z
  .string({ error: 'validation.password.required' })
  .min(MIN_STAFF_PASSWORD_LENGTH, {
    error: `Password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`,
  })
  .max(256, { error: 'validation.text.max' });

const role = z.enum(staffRoles, { error: `Role must be one of ${staffRoles.join(', ')}` });

/** POST /api/admin/staff-users (super_admin) */
export const createStaffUserBody = z.object({
  username: staffUsername,
  password: staffPassword,
  role,
});
export type CreateStaffUserBody = z.infer<typeof createStaffUserBody>;

/** PATCH /api/admin/staff-users/{id} (super_admin): any of role, disabled and a new password. */
export const updateStaffUserBody = z
  .object({
    role: role.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    password: staffPassword.optional(),
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined || body.password !== undefined, {
    error: 'Give at least one of role, disabled or password',
  });
export type UpdateStaffUserBody = z.infer<typeof updateStaffUserBody>;

/** One staff account as the admin screens see it; never the password hash. */
export const staffUserView = z.object({
  id: z.number().int(),
  username: z.string(),
  role: staffRole,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffUserView = z.infer<typeof staffUserView>;
