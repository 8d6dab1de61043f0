import { solveChallengeWorkers } from 'altcha-lib';
import type { SeatHoldChallenge } from '@eventdesk/contracts/registration';
import type { ChallengeSolution } from '@/lib/proof-of-work/with-challenge';

/** Up to 4 workers share the counters (phones have 4-8 cores); past a minute the visitor is told to try again. */
export function solveInWorkers(challenge: SeatHoldChallenge): Promise<ChallengeSolution | null> {
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1;
  return solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(1, cores)),
    createWorker: () => new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' }),
    timeout: 60_000,
  });
}
