import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';

jest.setTimeout(30_000);

const PROXY = '127.0.0.2';
const STRANGER = '127.0.0.3';

/** A wrong login sent from `localAddress` (a loopback alias), claiming to forward for `forwardedFor`. */
function wrongLogin(url: string, localAddress: string, forwardedFor: string): Promise<number> {
  const body = JSON.stringify({
    username: `nobody-${randomBytes(4).toString('hex')}`,
    password: 'wrong-password',
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/admin/login`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forwardedFor,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A different documentation address (RFC 5737) for every call. */
let next = 0;
const someClient = () => `198.51.100.${(next += 1)}`;

describe('TRUST_PROXY set to one address: only that peer may name the client (per-address login slow-down)', () => {
  let gateway: GatewayTestApp;

  beforeAll(async () => {
    gateway = await startGatewayApp({
      TRUST_PROXY: [PROXY],
      LOGIN_RATE_LIMIT_PER_MINUTE: 1000,
      LOGIN_FAILURES_BEFORE_DELAY_PER_ADDRESS: 2,
      LOGIN_FAILURES_BEFORE_DELAY_PER_USER: 100,
      LOGIN_MAX_DELAY_SECONDS: 5,
    });
  });
  afterAll(() => gateway?.close());

  it('honours X-Forwarded-For from the proxy: each client it names has its own failure count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(await wrongLogin(gateway.url, PROXY, someClient()));
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
  });

  it('ignores X-Forwarded-For from any other peer: all its attempts count against the peer itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(await wrongLogin(gateway.url, STRANGER, someClient()));
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});
