/**
 * What can go wrong in the registration area, by meaning, each with the HTTP status the gateway answers with (see
 * common/errors.ts). The web branches on these codes; a code names the situation, never the status.
 */
export const registrationErrorCodes = {
  /** The registration's payment is not completed: no additional ticket can be bought and no ticket sent yet. */
  REGISTRATION_NOT_PAID: 409,
  /** The ticket was resent as often as an hour allows (TICKET_RESENDS_PER_HOUR); `retryAfterSeconds` says when. */
  TICKET_RESEND_LIMIT: 429,
  /** The package is not on sale (staff took it off the form): the visitor picks another. */
  PACKAGE_NOT_ON_SALE: 409,
  /** The payment is completed, so the package cannot change (no refund or top-up path). */
  PAID_PACKAGE_LOCKED: 409,
  /** The payment is completed (or the ticket complimentary), so staff cannot change the payment status. */
  PAID_STATUS_LOCKED: 409,
  /** The follow-up status is not one the registration's payment status allows (allowedFollowupStatuses). */
  FOLLOWUP_STATUS_NOT_ALLOWED: 400,
  /** Marking handled a contact message someone already marked handled; the message names who and when. */
  CONTACT_MESSAGE_ALREADY_HANDLED: 409,
  /** Marking new again a contact message that is not marked handled. */
  CONTACT_MESSAGE_NOT_HANDLED: 409,
} as const;
