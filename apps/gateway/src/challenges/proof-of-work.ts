import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hkdfSync } from 'node:crypto';
import type { SeatHoldChallenge, SeatHoldChallengeAnswer } from '@eventdesk/contracts';

/**
 * PBKDF2 because browsers run it natively (WebCrypto): an honest phone is not handicapped against a script on a
 * server CPU, as it would be with a hash loop in JavaScript. (A GPU still wins; see the README.)
 */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';

export interface ChallengeKeys {
  /** Signs the challenge's parameters: nobody can make one easier or longer-lived. */
  signature: string;
  /** Signs the expected key: checking an answer costs one HMAC, not a key derivation. */
  keySignature: string;
}

export interface ChallengeDifficulty {
  /** PBKDF2 iterations per attempt. */
  iterations: number;
  /** The answer is uniform in 0..maxAttempts, so an honest solver needs maxAttempts / 2 attempts on average. */
  maxAttempts: number;
}

/** 1.5 M PBKDF2 iterations on average: the README's "Limits that protect the sale window" gives the measured cost. */
export const DEFAULT_DIFFICULTY: ChallengeDifficulty = { iterations: 1000, maxAttempts: 3000 };

/**
 * The two HMAC keys, from CHALLENGE_HMAC_KEY or else from JWT_SECRET. HKDF with distinct labels keeps them
 * independent of the JWT key and of each other, and every gateway replica derives the same ones.
 */
export function challengeKeys(env: { CHALLENGE_HMAC_KEY: string; JWT_SECRET: string }): ChallengeKeys {
  const secret = env.CHALLENGE_HMAC_KEY || env.JWT_SECRET;
  const derive = (label: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'eventdesk', `seat-hold-challenge:${label}`, 32)).toString('hex');
  return { signature: derive('signature'), keySignature: derive('key-signature') };
}

/**
 * A challenge in ALTCHA's deterministic mode: the gateway picks the answer, derives its key once (one PBKDF2 of
 * `iterations`), and signs it; the solver must try counters from 0 until its key matches.
 */
export function createSeatHoldChallenge(
  keys: ChallengeKeys,
  difficulty: ChallengeDifficulty,
  expiresAt: Date,
): Promise<SeatHoldChallenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: difficulty.iterations,
    counter: randomInt(difficulty.maxAttempts, 0),
    deriveKey,
    expiresAt,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  }) as Promise<SeatHoldChallenge>;
}

export type AnswerCheck = 'valid' | 'expired' | 'invalid';

/** Expiry, the parameters' signature and the key's signature: three HMAC-cheap checks, no key derivation. */
export async function checkSeatHoldAnswer(
  keys: ChallengeKeys,
  answer: SeatHoldChallengeAnswer,
): Promise<AnswerCheck> {
  const { algorithm, keySignature, expiresAt } = answer.challenge.parameters;
  // Ours always carry both (and they are signed): without them the library would derive a key or never expire.
  if (algorithm !== CHALLENGE_ALGORITHM || !keySignature || !expiresAt) {
    return 'invalid';
  }
  const result = await verifySolution({
    challenge: answer.challenge,
    solution: answer.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  if (result.expired) {
    return 'expired';
  }
  return result.verified ? 'valid' : 'invalid';
}
