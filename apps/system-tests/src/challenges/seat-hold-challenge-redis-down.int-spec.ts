import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { CHALLENGE_HEADER, type ErrorBody, type SeatHoldChallenge } from '@eventdesk/contracts';
import { startPrivateRedis, type PrivateRedis } from '@eventdesk/testing';
import { setSeatsLeft } from '../support/seats-left';
import { solvedHeader } from '@eventdesk/gateway/test/solve-challenge';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';

jest.setTimeout(120_000);

const HOLDS_PER_HOUR = 3;

function freshAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
}

interface Answer {
  status: number;
  body: ErrorBody & Partial<SeatHoldChallenge>;
  ms: number;
}

function call(
  url: string,
  from: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: payload ? 'POST' : 'GET',
        localAddress: from,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers }
          : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let seq = 0;
const visitor = (pkg: string) => {
  seq += 1;
  return {
    fullName: 'Meena Sundaram',
    email: `pow-down-${process.pid}-${seq}@example.com`,
    phone: `+91 8${String(100_000_000 + seq * 7919).slice(-9)}`,
    type: 'individual',
    package: pkg,
  };
};

/**
 * Redis not answering: the counters and the used answers move to this replica's memory (as the rate limits do), so
 * honest visitors keep holding seats without work, and the budget and single use still hold per replica.
 */
describe('seat-hold challenges while the gateway’s Redis does not answer', () => {
  let redis: PrivateRedis;
  let harness: GatewayWithRegistrationService;
  const register = (from: string, pkg: string, headers: Record<string, string> = {}) =>
    call(`${harness.gateway.url}/api/registrations`, from, visitor(pkg), headers);

  beforeAll(async () => {
    redis = await startPrivateRedis();
    harness = await startGatewayWithRegistrationService('seat-hold-challenge-redis-down', {
      REDIS_URL: redis.url,
      CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR: HOLDS_PER_HOUR,
      CHALLENGE_PBKDF2_ITERATIONS: 100,
      CHALLENGE_MAX_ATTEMPTS: 50,
    });
    await setSeatsLeft(harness.gateway.url, harness.tokens.admin, { gold: 1000, vip: 10 });
    // Frozen (SIGSTOP): connections stay open and nothing answers, the worst case for a client.
    redis.pause();
  }, 90_000);
  afterAll(async () => {
    // Back first, so the gateway's connections close normally.
    redis?.resume();
    await harness?.close();
    await redis?.stop();
  }, 30_000);

  it('keeps the honest path free and quick, and the address budget per replica', async () => {
    const from = freshAddress();
    const answers: Answer[] = [];
    for (let i = 0; i <= HOLDS_PER_HOUR; i += 1) {
      answers.push(await register(from, 'gold'));
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(HOLDS_PER_HOUR).fill(201), 429]);
    expect(answers.at(-1)?.body.code).toBe('CHALLENGE_REQUIRED');
    // No request waits for the dead Redis.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1000);
  });

  it('still accepts an answer once on a low package and refuses its replay', async () => {
    const from = freshAddress();
    const challenge = await call(`${harness.gateway.url}/api/challenge`, from);
    expect(challenge.status).toBe(200);
    const answer = { [CHALLENGE_HEADER]: await solvedHeader(challenge.body as SeatHoldChallenge) };
    expect((await register(from, 'vip')).body.code).toBe('CHALLENGE_REQUIRED');
    expect((await register(from, 'vip', answer)).status).toBe(201);
    expect((await register(freshAddress(), 'vip', answer)).body.code).toBe('CHALLENGE_REQUIRED');
  });
});
