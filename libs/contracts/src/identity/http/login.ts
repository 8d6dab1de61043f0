import { z } from 'zod';
import { staffRole } from '../../common/enums';

/** POST /api/admin/login */
export const loginBody = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: 'validation.username.required' })
    .max(64, { error: 'validation.text.max' }),
  password: z
    .string()
    .min(1, { error: 'validation.password.required' })
    .max(256, { error: 'validation.text.max' }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  role: staffRole,
  username: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /api/admin/role */
export const roleResponse = z.object({ role: staffRole, username: z.string() });
export type RoleResponse = z.infer<typeof roleResponse>;

/** What the staff JWT carries. */
export const staffTokenClaims = z.object({
  sub: z.string(),
  username: z.string(),
  role: staffRole,
  jti: z.string(),
});
export type StaffTokenClaims = z.infer<typeof staffTokenClaims>;

/**
 * A verified staff token: the claims plus its times. `iat` keeps milliseconds (RFC 7519 allows a fractional
 * NumericDate) so a session ended in the same second as a later login does not end that login too.
 */
export const verifiedStaffToken = staffTokenClaims.extend({ iat: z.number(), exp: z.number() });
export type VerifiedStaffToken = z.infer<typeof verifiedStaffToken>;
