import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  encodeChallengeAnswer,
  type SeatHoldChallenge,
  type SeatHoldChallengeAnswer,
} from '@eventdesk/contracts';

/** Solves a challenge as the browser does (the same library, Node's PBKDF2 instead of WebCrypto's). */
export async function solveSeatHoldChallenge(challenge: SeatHoldChallenge): Promise<SeatHoldChallengeAnswer> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) {
    throw new Error('the challenge was not solved within a minute');
  }
  return { challenge, solution };
}

/** The header value for a solved challenge. */
export async function solvedHeader(challenge: SeatHoldChallenge): Promise<string> {
  return encodeChallengeAnswer(await solveSeatHoldChallenge(challenge));
}
