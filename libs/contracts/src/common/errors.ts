import { z } from 'zod';
import { attendanceErrorCodes } from '../attendance/attendance-errors';
import { identityErrorCodes } from '../identity/identity-errors';
import { leadsErrorCodes } from '../leads/leads-errors';
import { paymentErrorCodes } from '../payment/payment-errors';
import { pitchErrorCodes } from '../pitch/pitch-errors';
import { registrationErrorCodes } from '../registration/registration-errors';
import { settingsErrorCodes } from '../settings/settings-errors';

/** The general, HTTP-flavoured codes every service may use when no domain code below names the situation. */
export const httpErrorCodes = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  /** A ticket whose payment is not completed is not admitted at the door. */
  PAYMENT_REQUIRED: 402,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SOLD_OUT: 409,
  /** One contact (or one paid registration's additional tickets) already holds its budget of unpaid seats. */
  HOLD_LIMIT: 409,
  /**
   * Registrations have closed (settings `salesEndAt`, or the event day is over). 409, not 410: the route is not
   * gone for good; staff can move the sales end and sell again.
   */
  SALES_CLOSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A registration carrying a coupon code that is unknown or no longer active: refused, never charged full price. */
  COUPON_INVALID: 422,
  UNSUPPORTED_FILE: 415,
  RATE_LIMITED: 429,
  /** A seat hold that needs a proof-of-work answer first (GET /api/challenge; see seat-hold-challenge.ts). */
  CHALLENGE_REQUIRED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** Every error code, general and by domain (each area's `*-errors.ts`); the gateway maps each to one HTTP status. */
export const errorCodes = {
  ...httpErrorCodes,
  ...attendanceErrorCodes,
  ...identityErrorCodes,
  ...leadsErrorCodes,
  ...paymentErrorCodes,
  ...pitchErrorCodes,
  ...registrationErrorCodes,
  ...settingsErrorCodes,
} as const;
export type ErrorCode = keyof typeof errorCodes;

/** What a service puts in an RPC error reply. */
export const rpcError = z.object({
  code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.unknown().optional(),
});
export type RpcError = z.infer<typeof rpcError>;

/** Every non-2xx JSON body the gateway returns. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errorId: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
