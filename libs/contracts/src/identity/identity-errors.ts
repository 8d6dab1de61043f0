/**
 * What can go wrong in the identity area, by meaning, each with the HTTP status the gateway answers with (see
 * common/errors.ts). The web branches on these codes; a code names the situation, never the status.
 */
export const identityErrorCodes = {
  /** Another staff account has this username (usernames are compared in lower case). */
  USERNAME_TAKEN: 409,
  /** A staff member tried to disable their own account. */
  CANNOT_DISABLE_SELF: 409,
  /** A staff member tried to change their own role (another super_admin must). */
  CANNOT_CHANGE_OWN_ROLE: 409,
} as const;
