import { JwtService } from '@nestjs/jwt';
import { MikroORM } from '@mikro-orm/postgresql';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createTestOrm, truncateSchema, TEST_REDIS_URL } from '@eventdesk/testing';
import {
  bearer,
  createStaffUser,
  loginToken,
  logout,
  request,
  startGatewayApp,
  type GatewayTestApp,
} from '../../test/gateway-app';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../database';
import { AUTH_STORE_UNAVAILABLE } from './auth-store';
import { SESSION_INVALID } from './staff-auth.guard';

jest.setTimeout(20_000);

describe('logout ends the session on the server (real gateway, PostgreSQL, Redis)', () => {
  const TTL_SECONDS = 3600;
  let gateway: GatewayTestApp;
  let orm: MikroORM;
  let redis: Redis;

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    gateway = await startGatewayApp({ JWT_TTL_SECONDS: TTL_SECONDS, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
    redis = new Redis(TEST_REDIS_URL);
  }, 30_000);
  afterAll(async () => {
    redis?.disconnect();
    await gateway?.close();
    await orm?.close();
  }, 20_000);
  beforeEach(() => truncateSchema(orm, IDENTITY_SCHEMA));

  const roleOf = (token: string) => request(`${gateway.url}/api/admin/role`, { headers: bearer(token) });

  it('answers 204, then refuses that token with 401 on every staff route', async () => {
    const admin = await createStaffUser(gateway, 'admin');
    const token = await loginToken(gateway.url, admin);
    expect((await roleOf(token)).status).toBe(200);

    const response = await logout(gateway.url, token);
    expect(response.status).toBe(204);

    for (const path of ['/api/admin/role', '/api/admin/queues']) {
      const refused = await request(`${gateway.url}${path}`, { headers: bearer(token) });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: SESSION_INVALID });
    }
    // Logging out twice is the same refusal: the token no longer opens anything, logout included.
    expect((await logout(gateway.url, token)).status).toBe(401);
  });

  it('ends only that session: another login of the same user keeps working', async () => {
    const user = await createStaffUser(gateway, 'user');
    const laptop = await loginToken(gateway.url, user);
    const phone = await loginToken(gateway.url, user);

    expect((await logout(gateway.url, laptop)).status).toBe(204);

    expect((await roleOf(laptop)).status).toBe(401);
    expect((await roleOf(phone)).status).toBe(200);
  });

  it('keeps the revocation exactly as long as the token would have lived', async () => {
    const admin = await createStaffUser(gateway, 'admin');
    const token = await loginToken(gateway.url, admin);
    const { jti, exp } = new JwtService().decode<{ jti: string; exp: number }>(token);

    await logout(gateway.url, token);

    const ttlMs = await redis.pttl(`${gateway.env.AUTH_KEY_PREFIX}:revoked-token:${jti}`);
    const remainingMs = exp * 1000 - Date.now();
    expect(ttlMs).toBeGreaterThan(remainingMs - 5000);
    expect(ttlMs).toBeLessThanOrEqual(remainingMs + 1000);
  });

  it('needs a token: 401 without one', async () => {
    const response = await request(`${gateway.url}/api/admin/logout`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Admin token not found' });
  });
});

describe('with Redis unreachable, staff routes fail closed', () => {
  let gateway: GatewayTestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    // Nothing listens on port 1: every Redis call fails at once.
    gateway = await startGatewayApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
    await orm?.close();
  }, 20_000);

  it('answers 503 to a validly signed token (it cannot tell whether it was revoked) and to logins', async () => {
    const admin = await createStaffUser(gateway, 'admin');
    const token = new JwtService({ secret: gateway.env.JWT_SECRET }).sign(
      { sub: String(admin.id), username: admin.username, role: admin.role, jti: randomUUID() },
      { expiresIn: 600 },
    );

    const staffRoute = await request(`${gateway.url}/api/admin/role`, { headers: bearer(token) });
    expect(staffRoute.status).toBe(503);
    expect(staffRoute.body).toEqual({ message: AUTH_STORE_UNAVAILABLE });

    const login = await request(`${gateway.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    });
    expect(login.status).toBe(503);

    // The door keeps scanning on the token's signature: the scan reaches the attendance service (absent in this
    // test, so its own error), never the revocation store's 503.
    const scan = await request(`${gateway.url}/api/attendance/scan`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ qrToken: 'v1.not-a-ticket' }),
    });
    expect(scan.body).not.toEqual({ message: AUTH_STORE_UNAVAILABLE });
    expect(scan.status).not.toBe(401);

    // Still 401 without a token (nothing to look up), and public routes do not depend on it.
    expect((await request(`${gateway.url}/api/admin/role`)).status).toBe(401);
    expect((await request(`${gateway.url}/health/live`)).status).toBe(200);
  });
});
