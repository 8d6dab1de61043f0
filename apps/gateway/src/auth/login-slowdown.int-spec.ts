import { MikroORM } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import { createStaffUser, login, startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../database';
import { LoginFailures } from './login-failures';

jest.setTimeout(30_000);

const delayed = (seconds: number) => ({
  message: `Too many failed login attempts. Try again in ${seconds} seconds.`,
});

/** Each test logs in from its own addresses (the app trusts X-Forwarded-For here), so tests do not share counters. */
let nextAddress = 0;
function freshAddress(): string {
  nextAddress += 1;
  return `198.51.100.${nextAddress}`;
}
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('repeated wrong passwords slow logins down, per user and per address', () => {
  let gateway: GatewayTestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    gateway = await startGatewayApp({
      LOGIN_RATE_LIMIT_PER_MINUTE: 1000,
      LOGIN_FAILURES_BEFORE_DELAY_PER_USER: 2,
      LOGIN_FAILURES_BEFORE_DELAY_PER_ADDRESS: 3,
      LOGIN_MAX_DELAY_SECONDS: 5,
      TRUST_PROXY: true,
    });
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
    await orm?.close();
  }, 20_000);
  beforeEach(() => truncateSchema(orm, IDENTITY_SCHEMA));

  it('per user: after the limit even the right password waits, from any address, doubling each time', async () => {
    const admin = await createStaffUser(gateway, 'admin');
    const wrong = `${admin.password}-wrong`;
    expect((await login(gateway.url, admin.username, wrong, from(freshAddress()))).status).toBe(401);
    expect((await login(gateway.url, admin.username, wrong, from(freshAddress()))).status).toBe(401);

    // Right password, new address, different case: still the same user, still waiting 2^0 s.
    const refused = await login(
      gateway.url,
      admin.username.toUpperCase(),
      admin.password,
      from(freshAddress()),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual(delayed(1));

    // Other users are not slowed down.
    const other = await createStaffUser(gateway, 'user');
    expect((await login(gateway.url, other.username, other.password, from(freshAddress()))).status).toBe(200);

    await sleep(1100);
    expect((await login(gateway.url, admin.username, wrong, from(freshAddress()))).status).toBe(401);
    const longer = await login(gateway.url, admin.username, admin.password, from(freshAddress()));
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');

    await sleep(2100);
    expect((await login(gateway.url, admin.username, admin.password, from(freshAddress()))).status).toBe(200);
    // The success cleared the user's counter: one new mistake is just a 401, and the next try gets in.
    expect((await login(gateway.url, admin.username, wrong, from(freshAddress()))).status).toBe(401);
    expect((await login(gateway.url, admin.username, admin.password, from(freshAddress()))).status).toBe(200);
  });

  it('counts unknown usernames too, with the same answers as for real ones', async () => {
    const address = () => from(freshAddress());
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await login(gateway.url, 'no-such-user', 'some-long-password', address());
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid username or password' });
    }
    const refused = await login(gateway.url, 'No-Such-User', 'some-long-password', address());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(delayed(1));
  });

  it('per address: failures for many usernames slow down every login from that address, not from others', async () => {
    const address = freshAddress();
    for (const name of ['guess-one', 'guess-two', 'guess-three']) {
      expect((await login(gateway.url, name, 'some-long-password', from(address))).status).toBe(401);
    }
    const admin = await createStaffUser(gateway, 'admin');

    const refused = await login(gateway.url, admin.username, admin.password, from(address));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual(delayed(1));

    expect((await login(gateway.url, admin.username, admin.password, from(freshAddress()))).status).toBe(200);
    await sleep(1100);
    expect((await login(gateway.url, admin.username, admin.password, from(address))).status).toBe(200);
  });

  it('caps the wait at LOGIN_MAX_DELAY_SECONDS', async () => {
    const admin = await createStaffUser(gateway, 'admin');
    const failures = gateway.app.get(LoginFailures);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await failures.recordFailure(admin.username, freshAddress());
    }
    const refused = await login(gateway.url, admin.username, admin.password, from(freshAddress()));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
  });
});
