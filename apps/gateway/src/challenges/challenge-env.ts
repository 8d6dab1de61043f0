import { z } from 'zod';
import { refuseWeakSecret } from '@eventdesk/server-kit';
import { DEFAULT_DIFFICULTY } from './proof-of-work';

/** The gateway's settings for the seat-hold proof of work (README, "Limits that protect the sale window"). */
export const seatHoldChallengeEnv = {
  /** HMAC key of the challenges; empty: derived from JWT_SECRET (HKDF), so no new secret has to be deployed. */
  CHALLENGE_HMAC_KEY: z.string().trim().default(''),
  /**
   * Seat holds per client address per hour before each further one needs a proof of work. High on purpose: a
   * carrier-NAT address of an Indian mobile network carries many honest visitors during a rush.
   */
  CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(30),
  /**
   * A package runs low at seats left <= max(MIN, PERCENT % of its capacity); every hold of it then needs a proof
   * of work, from any address. Both 0: never (only for the benches' production-mode runs on one machine).
   */
  CHALLENGE_SEATS_LEFT_MIN: z.coerce.number().int().min(0).default(20),
  CHALLENGE_SEATS_LEFT_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** PBKDF2-SHA-256 iterations per attempt, and the largest number of attempts (the answer is uniform in 0..max). */
  CHALLENGE_PBKDF2_ITERATIONS: z.coerce.number().int().positive().default(DEFAULT_DIFFICULTY.iterations),
  CHALLENGE_MAX_ATTEMPTS: z.coerce.number().int().positive().default(DEFAULT_DIFFICULTY.maxAttempts),
  /** How long a challenge can be answered; each answer is accepted once. */
  CHALLENGE_TTL_SECONDS: z.coerce.number().int().positive().default(600),
};

type ChallengeEnv = { NODE_ENV: string; ALLOW_LOCAL_BASE_URL: boolean } & {
  [K in keyof typeof seatHoldChallengeEnv]: z.infer<(typeof seatHoldChallengeEnv)[K]>;
};

/**
 * Production refuses a weak or published CHALLENGE_HMAC_KEY (when one is set), and the low-package rule turned
 * off, except on a production-mode run on one machine (ALLOW_LOCAL_BASE_URL, the benches).
 */
export function refuseUnsafeChallengeSettings(env: ChallengeEnv, ctx: z.RefinementCtx): void {
  if (env.CHALLENGE_HMAC_KEY) {
    refuseWeakSecret(env, ctx, 'CHALLENGE_HMAC_KEY');
  }
  const lowRuleOff = env.CHALLENGE_SEATS_LEFT_MIN === 0 && env.CHALLENGE_SEATS_LEFT_PERCENT === 0;
  if (env.NODE_ENV === 'production' && lowRuleOff && !env.ALLOW_LOCAL_BASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['CHALLENGE_SEATS_LEFT_MIN'],
      message:
        'and CHALLENGE_SEATS_LEFT_PERCENT both 0 turn the low-package challenge off: not in production',
    });
  }
}
