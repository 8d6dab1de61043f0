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
  return `127.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('repeated wrong passwords slow logins down, per user and address, per address, per user overall', () => {
  let gateway: GatewayTestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    gateway = await startGatewayApp({
      LOGIN_RATE_LIMIT_PER_MINUTE: 1000,
      LOGIN_FAILURES_BEFORE_DELAY_PER_USER: 2,
      LOGIN_FAILURES_BEFORE_DELAY_PER_ADDRESS: 5,
      LOGIN_USERNAME_MAX_FAILURES_PER_HOUR: 50,
      LOGIN_MAX_DELAY_SECONDS: 5,
      TRUST_PROXY: true,
    });
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
    await orm?.close();
  }, 20_000);
  beforeEach(() => truncateSchema(orm, IDENTITY_SCHEMA));

  it('per user and address: after the limit even the right password waits there, doubling each time', async () => {
    const admin = await createStaffUser(gateway, 'admin');
    const wrong = `${admin.password}-wrong`;
    const address = freshAddress();
    expect((await login(gateway.url, admin.username, wrong, from(address))).status).toBe(401);
    expect((await login(gateway.url, admin.username, wrong, from(address))).status).toBe(401);

    // Right password, different case: still the same user, still waiting 2^0 s.
    const refused = await login(gateway.url, admin.username.toUpperCase(), admin.password, from(address));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual(delayed(1));

    // Other users from the same address are not slowed down (the address is still under its own limit).
    const other = await createStaffUser(gateway, 'user');
    expect((await login(gateway.url, other.username, other.password, from(address))).status).toBe(200);

    await sleep(1100);
    expect((await login(gateway.url, admin.username, wrong, from(address))).status).toBe(401);
    const longer = await login(gateway.url, admin.username, admin.password, from(address));
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');

    await sleep(2100);
    expect((await login(gateway.url, admin.username, admin.password, from(address))).status).toBe(200);
    // The success cleared the user's counter there: one new mistake is just a 401, and the next try gets in.
    expect((await login(gateway.url, admin.username, wrong, from(address))).status).toBe(401);
    expect((await login(gateway.url, admin.username, admin.password, from(address))).status).toBe(200);
  });

  it('an outsider failing for a user from one address does not lock the user out of their own', async () => {
    const door = await createStaffUser(gateway, 'user', { username: 'door1' });
    const attacker = freshAddress();
    expect((await login(gateway.url, 'door1', 'some-long-password', from(attacker))).status).toBe(401);
    // The rest of 20 failures, as if the attacker had waited out each delay.
    const failures = gateway.app.get(LoginFailures);
    for (let attempt = 1; attempt < 20; attempt += 1) {
      await failures.recordFailure('door1', attacker);
    }

    const ownAddress = await login(gateway.url, door.username, door.password, from(freshAddress()));
    expect(ownAddress.status).toBe(200);

    const slowed = await login(gateway.url, 'door1', 'another-long-password', from(attacker));
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('5');
    expect(slowed.body).toEqual(delayed(5));
  });

  it('per user overall: a guesser spread over many addresses is slowed past the hourly ceiling', async () => {
    const door = await createStaffUser(gateway, 'user', { username: 'door2' });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await login(gateway.url, 'door2', 'some-long-password', from(freshAddress()));
      expect(response.status).toBe(401);
    }
    // From here on every attempt for that username waits, from any new address, even with the right password.
    // A few, not many: they must all land inside the first 1-second wait, even on a busy machine.
    for (let attempt = 50; attempt < 53; attempt += 1) {
      const refused = await login(gateway.url, 'door2', 'some-long-password', from(freshAddress()));
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(delayed(1));
    }
    const rightPassword = await login(gateway.url, door.username, door.password, from(freshAddress()));
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.headers.get('retry-after')).toBe('1');

    // Another username is not affected by that ceiling.
    const other = await createStaffUser(gateway, 'user');
    expect((await login(gateway.url, other.username, other.password, from(freshAddress()))).status).toBe(200);
  });

  it('counts unknown usernames too, with the same answers as for real ones', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await login(gateway.url, 'no-such-user', 'some-long-password', from(address));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid username or password' });
    }
    const refused = await login(gateway.url, 'No-Such-User', 'some-long-password', from(address));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(delayed(1));
  });

  it('per address: failures for many usernames slow down every login from that address, not from others', async () => {
    const address = freshAddress();
    for (const name of ['guess-one', 'guess-two', 'guess-three', 'guess-four', 'guess-five']) {
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
    const address = freshAddress();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await failures.recordFailure(admin.username, address);
    }
    const refused = await login(gateway.url, admin.username, admin.password, from(address));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
  });
});
