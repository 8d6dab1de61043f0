import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHALLENGE_HEADER,
  decodeChallengeAnswer,
  type SeatHoldChallenge,
} from '@eventdesk/contracts/registration';
import { api, ApiError } from '@/lib/api-client';
import { withChallenge, type ChallengeSolution } from '@/lib/proof-of-work/with-challenge';

const SECRET = 'test-only-hmac-secret';
const challengeRequired = {
  message: 'Your device needs to complete a short automatic check before this booking.',
  code: 'CHALLENGE_REQUIRED',
};

/** A real ALTCHA v2 challenge, as the gateway makes it (small, so the test is quick). */
const makeChallenge = async () =>
  (await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 25,
    deriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: SECRET,
  })) as SeatHoldChallenge;

/** The same search the Web Workers run, in this thread (jsdom has no Worker). */
const solveHere = (challenge: SeatHoldChallenge): Promise<ChallengeSolution | null> =>
  solveChallenge({ challenge, deriveKey });

type Answer = { status: number; body: unknown };
let posts: Answer[];
let sentAnswers: Array<string | null>;
let challengesServed: number;

beforeEach(() => {
  posts = [];
  sentAnswers = [];
  challengesServed = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === '/api/challenge') {
      challengesServed += 1;
      return Response.json(await makeChallenge());
    }
    sentAnswers.push(new Headers(init?.headers).get(CHALLENGE_HEADER));
    const next = posts.shift() ?? { status: 500, body: { message: 'unexpected request' } };
    return Response.json(next.body, { status: next.status });
  });
});

const register = (onChecking?: (checking: boolean) => void, solve = solveHere) =>
  withChallenge(
    (headers) => api.post<{ ref: string }>('/registrations', { fullName: 'Meena' }, { headers }),
    {
      onChecking,
      solve,
    },
  );

describe('withChallenge', () => {
  it('answers CHALLENGE_REQUIRED by fetching, solving and sending again; the form is told while it solves', async () => {
    posts = [
      { status: 429, body: challengeRequired },
      { status: 201, body: { ref: 'AbCdEfGhIjKlMnOpQrStUv' } },
    ];
    const checking = vi.fn();
    await expect(register(checking)).resolves.toEqual({ ref: 'AbCdEfGhIjKlMnOpQrStUv' });

    expect(challengesServed).toBe(1);
    expect(sentAnswers[0]).toBeNull();
    // The second request carries a real, verifiable answer to the challenge that was served.
    const answer = decodeChallengeAnswer(sentAnswers[1] ?? undefined);
    expect(answer).not.toBeNull();
    const verified = await verifySolution({
      challenge: answer!.challenge,
      solution: answer!.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(verified.verified).toBe(true);
    expect(checking.mock.calls).toEqual([[true], [false]]);
  });

  it('sends once, with no challenge, when the API does not ask for one; other refusals pass through', async () => {
    posts = [{ status: 201, body: { ref: 'AbCdEfGhIjKlMnOpQrStUv' } }];
    await register();
    posts = [{ status: 409, body: { message: 'Sold out: VIP', code: 'SOLD_OUT' } }];
    await expect(register()).rejects.toMatchObject({ status: 409, body: { code: 'SOLD_OUT' } });
    expect(challengesServed).toBe(0);
    expect(sentAnswers).toEqual([null, null]);
  });

  it('gives up after two answers, with the API’s own message for the visitor', async () => {
    posts = [429, 429, 429, 429].map((status) => ({ status, body: challengeRequired }));
    const error = await register().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(challengeRequired);
    expect(challengesServed).toBe(2);
    expect(sentAnswers).toHaveLength(3);
  });

  it('when the device cannot solve it, the visitor gets the API’s refusal and the status ends', async () => {
    posts = [{ status: 429, body: challengeRequired }];
    const checking = vi.fn();
    await expect(register(checking, async () => null)).rejects.toMatchObject({
      status: 429,
      body: challengeRequired,
    });
    posts = [{ status: 429, body: challengeRequired }];
    const failed = await register(checking, () => Promise.reject(new Error('Worker failed'))).catch(
      (caught: unknown) => caught,
    );
    expect(failed).toMatchObject({ status: 429, body: challengeRequired });
    expect(checking.mock.calls).toEqual([[true], [false], [true], [false]]);
  });
});
