import type { GatewayEnv } from '../config/env';
import { challengeKeys, type ChallengeDifficulty, type ChallengeKeys } from './proof-of-work';

export const SEAT_HOLD_CHALLENGE_OPTIONS = Symbol('SEAT_HOLD_CHALLENGE_OPTIONS');

export interface SeatHoldChallengeOptions {
  keys: ChallengeKeys;
  difficulty: ChallengeDifficulty;
  ttlSeconds: number;
  holdsPerAddressPerHour: number;
  lowSeats: { min: number; percent: number };
  redisUrl: string;
  /** Keys live under `<QUEUE_PREFIX>:throttle:`, next to the rate limits. */
  queuePrefix: string;
}

export function seatHoldChallengeOptions(env: GatewayEnv): SeatHoldChallengeOptions {
  return {
    keys: challengeKeys(env),
    difficulty: { iterations: env.CHALLENGE_PBKDF2_ITERATIONS, maxAttempts: env.CHALLENGE_MAX_ATTEMPTS },
    ttlSeconds: env.CHALLENGE_TTL_SECONDS,
    holdsPerAddressPerHour: env.CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR,
    lowSeats: { min: env.CHALLENGE_SEATS_LEFT_MIN, percent: env.CHALLENGE_SEATS_LEFT_PERCENT },
    redisUrl: env.REDIS_URL,
    queuePrefix: env.QUEUE_PREFIX,
  };
}
