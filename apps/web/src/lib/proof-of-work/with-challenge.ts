import {
  CHALLENGE_HEADER,
  encodeChallengeAnswer,
  seatHoldChallenge,
  type SeatHoldChallenge,
  type SeatHoldChallengeAnswer,
} from '@eventdesk/contracts/registration';
import { api, ApiError } from '@/lib/api-client';

export type ChallengeSolution = SeatHoldChallengeAnswer['solution'];

export type ChallengeOptions = {
  /** True while the device solves a challenge, then false: the form shows a short status meanwhile. */
  onChecking?: (checking: boolean) => void;
  /** For tests; the app fetches GET /api/challenge and solves in Web Workers. */
  fetchChallenge?: () => Promise<SeatHoldChallenge>;
  solve?: (challenge: SeatHoldChallenge) => Promise<ChallengeSolution | null>;
};

/** A second answer covers one that expired or was spent meanwhile; more would only hide a real problem. */
const MAX_CHALLENGES = 2;

export const isChallengeRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.body?.code === 'CHALLENGE_REQUIRED';

export async function fetchSeatHoldChallenge(): Promise<SeatHoldChallenge> {
  return seatHoldChallenge.parse(await api.get<unknown>('/challenge'));
}

/** Loaded on first need only: most visitors never meet a challenge. */
async function solveInWorkersLazily(challenge: SeatHoldChallenge): Promise<ChallengeSolution | null> {
  const { solveInWorkers } = await import('@/lib/proof-of-work/solve-in-workers');
  return solveInWorkers(challenge);
}

/**
 * Sends a seat-holding request; when the API answers CHALLENGE_REQUIRED, fetches a challenge, solves it and sends
 * again with the answer, so the visitor does nothing more. When the device cannot solve it, the API's own refusal
 * (in the visitor's language, saying what to do) is what the caller gets.
 */
export async function withChallenge<T>(
  send: (headers?: Record<string, string>) => Promise<T>,
  options: ChallengeOptions = {},
): Promise<T> {
  const { onChecking, fetchChallenge = fetchSeatHoldChallenge, solve = solveInWorkersLazily } = options;
  let headers: Record<string, string> | undefined;
  for (let challenges = 0; ; challenges += 1) {
    let refusal: ApiError;
    try {
      return await send(headers);
    } catch (error) {
      if (!isChallengeRequired(error) || challenges >= MAX_CHALLENGES) {
        throw error;
      }
      refusal = error;
    }
    onChecking?.(true);
    try {
      const challenge = await fetchChallenge();
      const solution = await solve(challenge);
      if (!solution) {
        throw refusal;
      }
      headers = { [CHALLENGE_HEADER]: encodeChallengeAnswer({ challenge, solution }) };
    } catch (error) {
      throw error instanceof ApiError ? error : refusal;
    } finally {
      onChecking?.(false);
    }
  }
}
