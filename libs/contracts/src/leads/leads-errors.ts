/**
 * What can go wrong in the leads area, by meaning, each with the HTTP status the gateway answers with (see
 * common/errors.ts). The web branches on these codes; a code names the situation, never the status.
 */
export const leadsErrorCodes = {
  /** Leads can only be given to an active caller (a staff user with role `user`, not disabled). */
  LEAD_CALLER_NOT_ACTIVE: 400,
  /** The uploaded lead file cannot be imported (unreadable, empty, no phone column, too many rows, too big unpacked). */
  LEAD_FILE_REFUSED: 400,
  /** The import was undone already (perhaps by another staff member). */
  IMPORT_ALREADY_UNDONE: 409,
} as const;
