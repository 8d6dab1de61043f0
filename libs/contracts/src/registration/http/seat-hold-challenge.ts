import { z } from 'zod';

/**
 * A seat hold past the per-address threshold, or on a package that runs low, needs a proof of work (ALTCHA v2,
 * self-hosted): the browser fetches a challenge from GET /api/challenge, solves it, and sends the answer in this
 * header with the registration or additional ticket. Without a valid, unused answer: 429 CHALLENGE_REQUIRED.
 */
export const CHALLENGE_HEADER = 'x-altcha';

const hex = z.string().regex(/^[0-9a-f]+$/);

/** GET /api/challenge: ALTCHA v2's challenge, signed by the gateway (HMAC) so it cannot be made easier. */
export const seatHoldChallenge = z.object({
  parameters: z.object({
    algorithm: z.string().min(1).max(32),
    nonce: hex.max(64),
    salt: hex.max(64),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: hex.max(128),
    keySignature: hex.max(128).optional(),
    memoryCost: z.number().int().positive().optional(),
    parallelism: z.number().int().positive().optional(),
    /** Unix seconds; an answer to an expired challenge is refused. */
    expiresAt: z.number().int().positive().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: hex.max(128),
});
export type SeatHoldChallenge = z.infer<typeof seatHoldChallenge>;

/** What the browser sends back in the CHALLENGE_HEADER, as base64 of this JSON. */
export const seatHoldChallengeAnswer = z.object({
  challenge: seatHoldChallenge,
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: hex.max(128),
    /** How long the browser took (ms); informative only. */
    time: z.number().optional(),
  }),
});
export type SeatHoldChallengeAnswer = z.infer<typeof seatHoldChallengeAnswer>;

/** The header value for an answer (ASCII only: hex strings and numbers). */
export function encodeChallengeAnswer(answer: SeatHoldChallengeAnswer): string {
  return btoa(JSON.stringify(answer));
}

/** The answer in a header value, or null when it is not one (the gateway then asks for a challenge again). */
export function decodeChallengeAnswer(header: string | undefined): SeatHoldChallengeAnswer | null {
  if (!header || header.length > 4096) {
    return null;
  }
  try {
    const parsed = seatHoldChallengeAnswer.safeParse(JSON.parse(atob(header)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
