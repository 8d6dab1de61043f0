import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import {
  CHALLENGE_HEADER,
  encodeChallengeAnswer,
  type ErrorBody,
  type SeatHoldChallenge,
} from '@eventdesk/contracts';
import { setSeatsLeft } from '../support/seats-left';
import { solvedHeader, solveSeatHoldChallenge } from '@eventdesk/gateway/test/solve-challenge';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';
import { challengeKeys, createSeatHoldChallenge } from '@eventdesk/gateway/src/challenges/proof-of-work';

jest.setTimeout(120_000);

const HOLDS_PER_HOUR = 30;
// The rule is what is tested, not the difficulty: a small one keeps the solving in the tests quick.
const EASY = { CHALLENGE_PBKDF2_ITERATIONS: 100, CHALLENGE_MAX_ATTEMPTS: 50 };

/** Each test holds from its own loopback addresses: the budget is per client address (no proxy trusted here). */
function freshAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
}

interface Answer {
  status: number;
  body: ErrorBody & { ref?: string };
}

function call(
  url: string,
  options: { method?: string; from: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        localAddress: options.from,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let seq = 0;
/** A new visitor each time (distinct e-mail and phone): the per-contact hold budget is not what is tested here. */
function visitor(pkg: string) {
  seq += 1;
  return {
    fullName: 'Meena Sundaram',
    email: `pow-${process.pid}-${seq}@example.com`,
    phone: `+91 9${String(100_000_000 + seq * 7919).slice(-9)}`,
    type: 'individual',
    package: pkg,
  };
}

describe('seat holds past the address budget or on a low package need a proof of work', () => {
  let harness: GatewayWithRegistrationService;
  const api = (path: string) => `${harness.gateway.url}/api${path}`;
  const register = (from: string, pkg: string, headers: Record<string, string> = {}) =>
    call(api('/registrations'), { from, body: visitor(pkg), headers });
  const challenge = async (from: string): Promise<SeatHoldChallenge> => {
    const answer = await call(api('/challenge'), { from });
    expect(answer.status).toBe(200);
    return answer.body as unknown as SeatHoldChallenge;
  };
  const answered = async (from: string) => ({
    [CHALLENGE_HEADER]: await solvedHeader(await challenge(from)),
  });
  const heldSeats = async (pkg: string) => {
    const rows = (await harness.sql(
      `select count(*)::int as n from registration.registration where package = ? and email like 'pow-%'`,
      [pkg],
    )) as Array<{ n: number }>;
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    harness = await startGatewayWithRegistrationService('seat-hold-challenge', {
      ...EASY,
      CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR: HOLDS_PER_HOUR,
    });
    // Gold has plenty of seats; vip runs low (10 left <= max(20, 10 % of its capacity)).
    await setSeatsLeft(harness.gateway.url, harness.tokens.admin, { gold: 1000, vip: 10 });
  }, 90_000);
  afterAll(() => harness?.close(), 30_000);

  it('lets an honest visitor below the budget, on a package with plenty of seats, hold without any challenge', async () => {
    const answer = await register(freshAddress(), 'gold');
    expect(answer.status).toBe(201);
    expect(answer.body.ref).toEqual(expect.any(String));
  });

  it(`past ${HOLDS_PER_HOUR} holds an hour from one address, takes a fresh answer once and refuses the rest`, async () => {
    const shared = freshAddress(); // a carrier-NAT address, or one script
    const before = await heldSeats('gold');
    for (let i = 0; i < HOLDS_PER_HOUR; i += 1) {
      expect((await register(shared, 'gold')).status).toBe(201);
    }

    const refused = await register(shared, 'gold');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      message: expect.stringMatching(/submit again/),
    });
    const tamil = await register(shared, 'gold', { 'accept-language': 'ta' });
    expect(tamil.body).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      message: expect.stringMatching(/சரிபார்ப்பை/),
    });

    const fresh = await answered(shared);
    expect((await register(shared, 'gold', fresh)).status).toBe(201);
    // The same answer again (a replay), from the same or any other address.
    expect((await register(shared, 'gold', fresh)).body.code).toBe('CHALLENGE_REQUIRED');

    // Expired: made and signed with the gateway's own keys, solved, but past its time.
    const keys = challengeKeys(harness.gateway.env);
    const stale = await createSeatHoldChallenge(
      keys,
      { iterations: 100, maxAttempts: 50 },
      new Date(Date.now() - 1000),
    );
    const expired = { [CHALLENGE_HEADER]: encodeChallengeAnswer(await solveSeatHoldChallenge(stale)) };
    expect((await register(shared, 'gold', expired)).body.code).toBe('CHALLENGE_REQUIRED');

    // Forged: solved, but signed with a key that is not the gateway's; or given a longer life after signing.
    const foreign = challengeKeys({
      CHALLENGE_HMAC_KEY: 'an-attackers-own-key-of-32-bytes-xxxx',
      JWT_SECRET: '',
    });
    const forged = await createSeatHoldChallenge(
      foreign,
      { iterations: 1, maxAttempts: 1 },
      new Date(Date.now() + 60_000),
    );
    const forgedHeader = { [CHALLENGE_HEADER]: encodeChallengeAnswer(await solveSeatHoldChallenge(forged)) };
    expect((await register(shared, 'gold', forgedHeader)).body.code).toBe('CHALLENGE_REQUIRED');
    const solved = await solveSeatHoldChallenge(await challenge(shared));
    const { parameters } = solved.challenge;
    const longerLived = {
      ...solved.challenge,
      parameters: { ...parameters, expiresAt: (parameters.expiresAt ?? 0) + 86_400 },
    };
    const tampered = { [CHALLENGE_HEADER]: encodeChallengeAnswer({ ...solved, challenge: longerLived }) };
    expect((await register(shared, 'gold', tampered)).body.code).toBe('CHALLENGE_REQUIRED');
    expect((await register(shared, 'gold', { [CHALLENGE_HEADER]: 'not-an-answer' })).status).toBe(429);

    // Stored: the budget and the one answered hold; nothing of the refused ones.
    expect((await heldSeats('gold')) - before).toBe(HOLDS_PER_HOUR + 1);
    // Another address is not affected by this one's holds.
    expect((await register(freshAddress(), 'gold')).status).toBe(201);
  });

  it('asks every address for an answer on a package that runs low, even its first hold', async () => {
    const before = await heldSeats('vip');
    const addresses = Array.from({ length: 4 }, () => freshAddress());
    for (const from of addresses) {
      const refused = await register(from, 'vip');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('CHALLENGE_REQUIRED');
    }
    expect(await heldSeats('vip')).toBe(before);
    for (const from of addresses) {
      expect((await register(from, 'vip', await answered(from))).status).toBe(201);
    }
    expect(await heldSeats('vip')).toBe(before + addresses.length);
    // The same addresses still hold gold (plenty of seats) freely.
    expect((await register(addresses[0] ?? freshAddress(), 'gold')).status).toBe(201);
  });

  it('holds the additional-ticket route to the same rule, and leaves staff-added registrations alone', async () => {
    const from = freshAddress();
    const parent = await register(from, 'gold');
    expect(parent.status).toBe(201);
    await harness.sql(`update registration.registration set payment_status = 'completed' where ref = ?`, [
      parent.body.ref,
    ]);
    const ticket = (headers: Record<string, string> = {}) =>
      call(api(`/registrations/${parent.body.ref}/additional-ticket`), {
        from,
        body: { fullName: 'Arun Kumar', package: 'vip' },
        headers,
      });
    expect((await ticket()).body.code).toBe('CHALLENGE_REQUIRED');
    expect((await ticket(await answered(from))).status).toBe(201);

    const staffAdded = await call(api('/admin/registrations'), {
      from,
      body: visitor('vip'),
      headers: { authorization: `Bearer ${harness.tokens.admin}` },
    });
    expect(staffAdded.status).toBe(201);
  });
});
