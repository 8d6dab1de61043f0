/**
 * What can go wrong in the payment area, by meaning, each with the HTTP status the gateway answers with (see
 * common/errors.ts). The web branches on these codes; a code names the situation, never the status.
 */
export const paymentErrorCodes = {
  /** The registration is paid already (a completed payment, or staff marked it paid): there is nothing to pay. */
  REGISTRATION_ALREADY_PAID: 409,
  /** The registration was cancelled (void): it cannot be paid for. */
  REGISTRATION_CANCELLED: 409,
  /** No bank details or UPI id are set, so the event takes cards only: a transfer receipt is refused. */
  BANK_TRANSFER_UNAVAILABLE: 409,
  /** The registration already has as many receipts waiting for review as a visitor may upload. */
  TOO_MANY_PENDING_RECEIPTS: 409,
  /** The receipt was confirmed or rejected already (perhaps by another staff member): a decision is final. */
  RECEIPT_ALREADY_REVIEWED: 409,
  /** The amount staff received is not the amount the registration owes. */
  AMOUNT_MISMATCH: 409,
  /** The UTR / transaction number is already on another payment. */
  TRANSACTION_ID_IN_USE: 409,
  /** The card checkout was used already (paid, failed or abandoned): a new payment has to be started. */
  CHECKOUT_FINISHED: 409,
  /** The card provider changed since the order was made: a new payment has to be started. */
  CARD_PROVIDER_CHANGED: 409,
  /** The card order is not paid (the result page's save reports a paid order only). */
  ORDER_NOT_PAID: 409,
} as const;
