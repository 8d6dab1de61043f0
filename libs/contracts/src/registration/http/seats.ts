import { z } from 'zod';
import { ticketPackage } from '../../common/enums';

const packageSeats = z.object({
  /** Seats for sale (event settings). */
  capacity: z.number().int().min(0),
  /** Seats neither sold nor held by an unexpired hold, within the capacity. */
  seatsLeft: z.number().int().min(0),
});
export type PackageSeats = z.infer<typeof packageSeats>;

/** GET /api/seats: live availability per package, at most about a second old. */
export const seatsView = z.object({
  packages: z.record(ticketPackage, packageSeats),
  /** When these figures were counted (ISO time). */
  countedAt: z.string(),
});
export type SeatsView = z.infer<typeof seatsView>;
