import {
  decodeChallengeAnswer,
  encodeChallengeAnswer,
  seatHoldChallenge,
  type SeatHoldChallengeAnswer,
} from '@eventdesk/contracts';
import { solveSeatHoldChallenge } from '../../test/solve-challenge';
import { challengeKeys, checkSeatHoldAnswer, createSeatHoldChallenge } from './proof-of-work';
import { runsLow } from './seats-snapshot';

const keys = challengeKeys({ CHALLENGE_HMAC_KEY: '', JWT_SECRET: 'a-jwt-secret-of-at-least-32-characters!' });
// Small, so the spec is quick; the checks do not depend on the difficulty.
const easy = { iterations: 100, maxAttempts: 50 };
const inTenMinutes = () => new Date(Date.now() + 600_000);

async function solved(): Promise<SeatHoldChallengeAnswer> {
  return solveSeatHoldChallenge(await createSeatHoldChallenge(keys, easy, inTenMinutes()));
}

describe('seat-hold proof of work (ALTCHA v2, PBKDF2, deterministic)', () => {
  it('accepts a solved challenge, which survives the trip through the header', async () => {
    const answer = await solved();
    expect(seatHoldChallenge.safeParse(answer.challenge).success).toBe(true);
    const header = encodeChallengeAnswer(answer);
    expect(decodeChallengeAnswer(header)).toEqual(answer);
    expect(await checkSeatHoldAnswer(keys, decodeChallengeAnswer(header)!)).toBe('valid');
  });

  it('refuses a wrong answer, a challenge made easier, and one signed with another key', async () => {
    const answer = await solved();
    const wrongKey = { ...answer, solution: { ...answer.solution, derivedKey: '00'.repeat(32) } };
    expect(await checkSeatHoldAnswer(keys, wrongKey)).toBe('invalid');
    // Lowering the cost (or any parameter) breaks the gateway's signature.
    const easier = {
      ...answer,
      challenge: { ...answer.challenge, parameters: { ...answer.challenge.parameters, cost: 1 } },
    };
    expect(await checkSeatHoldAnswer(keys, easier)).toBe('invalid');
    const otherKeys = challengeKeys({
      CHALLENGE_HMAC_KEY: 'another-key-of-32-bytes-or-more-xxxxxxx',
      JWT_SECRET: '',
    });
    const forged = await solveSeatHoldChallenge(
      await createSeatHoldChallenge(otherKeys, easy, inTenMinutes()),
    );
    expect(await checkSeatHoldAnswer(keys, forged)).toBe('invalid');
    expect(await checkSeatHoldAnswer(otherKeys, forged)).toBe('valid');
  });

  it('refuses an expired challenge however well it was solved', async () => {
    const stale = await solveSeatHoldChallenge(
      await createSeatHoldChallenge(keys, easy, new Date(Date.now() - 1000)),
    );
    expect(await checkSeatHoldAnswer(keys, stale)).toBe('expired');
  });

  it('derives keys independent of the JWT key, the same on every replica, and from CHALLENGE_HMAC_KEY when set', () => {
    const jwtSecret = 'a-jwt-secret-of-at-least-32-characters!';
    const derived = challengeKeys({ CHALLENGE_HMAC_KEY: '', JWT_SECRET: jwtSecret });
    expect(derived).toEqual(keys);
    expect(derived.signature).not.toBe(derived.keySignature);
    expect(Object.values(derived)).not.toContain(jwtSecret);
    expect(
      challengeKeys({ CHALLENGE_HMAC_KEY: 'own-key-own-key-own-key-own-key-own', JWT_SECRET: jwtSecret }),
    ).not.toEqual(derived);
  });

  it('decodes nothing from a header that is not an answer', () => {
    for (const header of [undefined, '', 'not base64 at all', btoa('{"challenge":{}}'), 'A'.repeat(5000)]) {
      expect(decodeChallengeAnswer(header)).toBeNull();
    }
  });
});

describe('a package runs low', () => {
  const level = { min: 20, percent: 10 };
  it('at seats left <= max(20, 10 % of the capacity), sold out included', () => {
    expect(runsLow({ capacity: 200, seatsLeft: 21 }, level)).toBe(false);
    expect(runsLow({ capacity: 200, seatsLeft: 20 }, level)).toBe(true);
    expect(runsLow({ capacity: 1000, seatsLeft: 101 }, level)).toBe(false);
    expect(runsLow({ capacity: 1000, seatsLeft: 100 }, level)).toBe(true);
    expect(runsLow({ capacity: 1000, seatsLeft: 0 }, level)).toBe(true);
  });

  it('never with both levels 0 (the benches)', () => {
    expect(runsLow({ capacity: 1000, seatsLeft: 0 }, { min: 0, percent: 0 })).toBe(false);
  });
});
