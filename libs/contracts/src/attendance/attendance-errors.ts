/**
 * What can go wrong in the attendance area, by meaning, each with the HTTP status the gateway answers with (see
 * common/errors.ts). The web branches on these codes; a code names the situation, never the status.
 */
export const attendanceErrorCodes = {
  /** The scanned code is not an event ticket, or its signature does not match (tampered or forged). */
  TICKET_INVALID: 400,
  /** The ticket was checked in already (single use); the error's details carry `attendedAt`. */
  TICKET_ALREADY_USED: 409,
  /** An undo of a check-in for a ticket that is not checked in. */
  TICKET_NOT_CHECKED_IN: 409,
  /** The registration's payment is not completed, so it has no QR ticket yet. */
  TICKET_NOT_ISSUED: 409,
} as const;
