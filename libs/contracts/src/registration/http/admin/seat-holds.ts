import { z } from 'zod';
import { ticketPackage } from '../../../common/enums';

/**
 * Per package, the held registrations listed at most: enough for a screen, small enough for one NATS reply. The
 * counts are always exact; `listed < held` says some were left out (the oldest holds lapse first, so those with
 * the nearest deadline are listed).
 */
export const SEAT_HOLDS_LISTED_PER_PACKAGE = 100;
/** Registrations released in one request at most. */
export const SEAT_HOLDS_RELEASE_MAX = 100;

/** One registration holding an unpaid seat whose hold has not lapsed. */
export const heldRegistration = z.object({
  id: z.number().int(),
  ref: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  isAdditionalTicket: z.boolean(),
  registeredAt: z.string(),
  /** ISO time the hold lapses (30 min after registering, 48 h once a bank/UPI receipt arrived). */
  heldUntil: z.string(),
});
export type HeldRegistration = z.infer<typeof heldRegistration>;

export const packageHolds = z.object({
  package: ticketPackage,
  /** Seats for sale (event settings). */
  capacity: z.number().int().min(0),
  sold: z.number().int().min(0),
  /** Seats held for an unpaid registration whose hold has not lapsed. */
  held: z.number().int().min(0),
  /** The held registrations, nearest deadline first, at most SEAT_HOLDS_LISTED_PER_PACKAGE. */
  registrations: z.array(heldRegistration),
});
export type PackageHolds = z.infer<typeof packageHolds>;

/** GET /api/admin/seats/holds */
export const seatHoldsView = z.object({
  packages: z.array(packageHolds),
  /** When the figures were read (ISO time). */
  countedAt: z.string(),
});
export type SeatHoldsView = z.infer<typeof seatHoldsView>;

/** POST /api/admin/seats/holds/release */
export const releaseHoldsBody = z.object({
  registrationIds: z
    .array(z.number().int().positive())
    .min(1)
    .max(SEAT_HOLDS_RELEASE_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type ReleaseHoldsBody = z.infer<typeof releaseHoldsBody>;
export type ReleaseHoldsInput = z.input<typeof releaseHoldsBody>;

export const releaseHoldsResponse = z.object({
  /** Holds lapsed now; a registration already paid, lapsed or unknown is not counted. */
  released: z.number().int().min(0),
});
export type ReleaseHoldsResponse = z.infer<typeof releaseHoldsResponse>;
