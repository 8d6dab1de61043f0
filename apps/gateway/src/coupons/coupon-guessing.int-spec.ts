import { request as httpRequest } from 'node:http';
import { randomInt } from 'node:crypto';
import { registrationPatterns, type ErrorBody } from '@eventdesk/contracts';
import { startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { startRpcStandIn, type RpcStandIn } from '../../test/rpc-stand-in';
import { COUPON_ATTEMPTS_PER_MINUTE } from '../http/form-throttle';

jest.setTimeout(30_000);

interface Answer {
  status: number;
  body: ErrorBody & { valid?: boolean; ref?: string };
}

/** Each test posts from its own loopback address, so tests never share a budget (even one kept in Redis). */
function freshAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
}

/** A JSON POST sent from `from`: the budgets are per client address, and the gateway trusts no proxy here. */
function post(url: string, body: unknown, from: string, language = 'en'): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-language': language,
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
const registration = (couponCode?: string | null) => {
  seq += 1;
  return {
    fullName: 'Meena Sundaram',
    email: `meena${seq}@example.com`,
    phone: '9876543210',
    type: 'individual',
    package: 'gold',
    ...(couponCode === undefined ? {} : { couponCode }),
  };
};

describe('coupon guessing: one per-address budget over every route that evaluates a code', () => {
  let nats: PrivateNats;
  let service: RpcStandIn;
  let gateway: GatewayTestApp;

  beforeAll(async () => {
    nats = await startPrivateNats();
    service = await startRpcStandIn(nats.url, {
      [registrationPatterns.create]: () => ({
        id: 1,
        ref: 'AAAAAAAAAAAAAAAAAAAAAA',
        fullName: 'Meena Sundaram',
        package: 'gold',
        amount: 3600,
        voucher: false,
        paymentStatus: 'pending',
      }),
      [registrationPatterns.checkCoupon]: () => ({ valid: false, price: 3600 }),
    });
    gateway = await startGatewayApp({ NATS_URL: nats.url });
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await nats?.stop();
  }, 30_000);
  beforeEach(() => {
    service.calls.length = 0;
  });

  const registrations = () => `${gateway.url}/api/registrations`;
  const checks = () => `${gateway.url}/api/coupons/check`;
  const creates = () => service.calls.filter((call) => call.subject === registrationPatterns.create).length;

  it('refuses the registration after the budget of wrong codes, in the visitor language; one without a code still registers', async () => {
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= COUPON_ATTEMPTS_PER_MINUTE; i += 1) {
      statuses.push((await post(registrations(), registration(`GUESS${i}`), attacker)).status);
    }
    expect(statuses).toEqual([...Array<number>(COUPON_ATTEMPTS_PER_MINUTE).fill(201), 429]);
    expect(creates()).toBe(COUPON_ATTEMPTS_PER_MINUTE);

    const tamil = await post(registrations(), registration('GUESS-TA'), attacker, 'ta');
    expect(tamil.status).toBe(429);
    expect(tamil.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/காத்திருந்து/) });
    const english = await post(registrations(), registration('GUESS-EN'), attacker);
    expect(english.body.message).toBe('Too many requests. Please wait a minute and try again.');
    expect(creates()).toBe(COUPON_ATTEMPTS_PER_MINUTE);

    // The honest path from the same address: no code (absent, null or blank) spends nothing and gets through.
    for (const couponCode of [undefined, null, '', '   ']) {
      expect((await post(registrations(), registration(couponCode), attacker)).status).toBe(201);
    }
    expect(creates()).toBe(COUPON_ATTEMPTS_PER_MINUTE + 4);
  });

  it('does not count registrations without a code against the budget', async () => {
    const visitor = freshAddress();
    for (let i = 0; i < COUPON_ATTEMPTS_PER_MINUTE + 5; i += 1) {
      expect((await post(registrations(), registration(), visitor)).status).toBe(201);
    }
    // The full coupon budget is still there.
    expect((await post(registrations(), registration('EARLYBIRD'), visitor)).status).toBe(201);
    expect((await post(checks(), { code: 'EARLYBIRD', package: 'gold' }, visitor)).status).toBe(200);
  });

  it('shares the budget between the coupon check and a registration with a code, and keeps addresses apart', async () => {
    const attacker = freshAddress();
    const half = COUPON_ATTEMPTS_PER_MINUTE / 2;
    for (let i = 0; i < half; i += 1) {
      expect((await post(checks(), { code: `CHECK${i}`, package: 'gold' }, attacker)).status).toBe(200);
      expect((await post(registrations(), registration(`REG${i}`), attacker)).status).toBe(201);
    }
    expect((await post(checks(), { code: 'ONE-MORE', package: 'gold' }, attacker)).status).toBe(429);
    expect((await post(registrations(), registration('ONE-MORE'), attacker)).status).toBe(429);
    expect(service.calls.filter((call) => call.subject === registrationPatterns.checkCoupon)).toHaveLength(
      half,
    );

    // Another visitor is not affected by this address's guessing.
    const other = freshAddress();
    expect((await post(checks(), { code: 'EARLYBIRD', package: 'gold' }, other)).status).toBe(200);
    expect((await post(registrations(), registration('EARLYBIRD'), other)).status).toBe(201);
  });
});
