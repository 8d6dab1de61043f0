import { JwtService } from '@nestjs/jwt';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { StaffRole, StaffTokenClaims } from '@eventdesk/contracts';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import {
  bearer,
  createStaffUser,
  createStaffUsersForAllRoles,
  login,
  loginToken,
  randomJwtSecret,
  request,
  startGatewayApp,
  type GatewayTestApp,
  type StaffCredentials,
} from '../../test/gateway-app';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../database';
import { StaffUser } from '../identity/staff-user.entity';

// Every test talks to a real app over HTTP; the app boots against PostgreSQL, Redis and NATS.
jest.setTimeout(20_000);

const INVALID_CREDENTIALS = { message: 'Invalid username or password' };
const SESSION_INVALID = 'Your session has expired or is invalid. Please log in again.';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function claimsFor(user: StaffCredentials): StaffTokenClaims {
  return { sub: String(user.id), username: user.username, role: user.role, jti: randomUUID() };
}

describe('staff auth (real gateway, PostgreSQL, Redis)', () => {
  const TTL_SECONDS = 7200;
  let gateway: GatewayTestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    // Plenty of logins per minute here: the login limit has its own app below.
    gateway = await startGatewayApp({ JWT_TTL_SECONDS: TTL_SECONDS, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
    await orm?.close();
  }, 20_000);
  beforeEach(() => truncateSchema(orm, IDENTITY_SCHEMA));

  /** A token with the app's own secret, for claims the login route would never issue. */
  function signWithAppSecret(payload: object, options: { algorithm?: 'HS256' | 'HS512' } = {}): string {
    return new JwtService({ secret: gateway.env.JWT_SECRET }).sign(payload, {
      algorithm: options.algorithm ?? 'HS256',
    });
  }

  describe('POST /api/admin/login', () => {
    it('returns a token, the role, the username and an expiry one TTL from now', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      const before = Date.now();
      const response = await login(gateway.url, admin.username, admin.password);
      const after = Date.now();

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        token: expect.any(String),
        expiresAt: expect.any(String),
        role: 'admin',
        username: admin.username,
      });
      const expiresAt = Date.parse(response.body.expiresAt);
      expect(expiresAt).toBeGreaterThanOrEqual(before + TTL_SECONDS * 1000 - 1000);
      expect(expiresAt).toBeLessThanOrEqual(after + TTL_SECONDS * 1000 + 1000);

      // The token itself carries the same identity and expiry, signed with the configured secret.
      const claims = await new JwtService({ secret: gateway.env.JWT_SECRET }).verifyAsync(
        response.body.token,
        { algorithms: ['HS256'] },
      );
      expect(claims).toMatchObject({
        sub: String(admin.id),
        username: admin.username,
        role: 'admin',
        jti: expect.any(String),
      });
      expect(Math.abs(claims.exp * 1000 - expiresAt)).toBeLessThanOrEqual(2000);
    });

    it('gives every login its own token id', async () => {
      const user = await createStaffUser(gateway, 'user');
      const jwt = new JwtService({ secret: gateway.env.JWT_SECRET });
      const first = jwt.decode(await loginToken(gateway.url, user));
      const second = jwt.decode(await loginToken(gateway.url, user));
      expect(first.jti).not.toBe(second.jti);
    });

    it('answers 401 for a wrong password', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      const response = await login(gateway.url, admin.username, `${admin.password}x`);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID_CREDENTIALS);
    });

    it('answers 401 with the same message for an unknown user', async () => {
      await createStaffUser(gateway, 'admin');
      const response = await login(gateway.url, 'nobody-here', 'some-long-password');
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID_CREDENTIALS);
    });

    it('answers 401 for a disabled user, even with the right password', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      expect((await login(gateway.url, admin.username, admin.password)).status).toBe(200);
      await orm.em.fork().nativeUpdate(StaffUser, { id: admin.id }, { disabled: true });

      const response = await login(gateway.url, admin.username, admin.password);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID_CREDENTIALS);
    });

    it('treats the username case-insensitively (and ignores surrounding spaces)', async () => {
      const admin = await createStaffUser(gateway, 'admin', { username: 'Door.Desk' });
      expect(admin.username).toBe('door.desk');

      for (const typed of ['DOOR.DESK', 'door.desk', '  Door.Desk ']) {
        const response = await login(gateway.url, typed, admin.password);
        expect(response.status).toBe(200);
        expect(response.body.username).toBe('door.desk');
      }
    });

    it('does not treat the password case-insensitively', async () => {
      const admin = await createStaffUser(gateway, 'admin', { password: 'Correct-Horse-Battery' });
      expect((await login(gateway.url, admin.username, 'correct-horse-battery')).status).toBe(401);
    });

    it('answers 400 naming the field when username or password is missing', async () => {
      const response = await request(`${gateway.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: '' }),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'username', message: 'Username is required' },
          { path: 'password', message: 'This field is required' },
        ]),
      );
    });
  });

  describe('GET /api/admin/role', () => {
    const roleUrl = () => `${gateway.url}/api/admin/role`;

    it('answers 401 "Admin token not found" without a token', async () => {
      const response = await request(roleUrl());
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Admin token not found' });
    });

    it('answers 401 "Admin token not found" for a header that is not a bearer token', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      const token = await loginToken(gateway.url, admin);
      for (const authorization of [
        `Basic ${Buffer.from('admin:pw').toString('base64')}`,
        token,
        `bearer${token}`,
      ]) {
        const response = await request(roleUrl(), { headers: { authorization } });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: 'Admin token not found' });
      }
    });

    it('answers 401 for a token signed with another secret', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      const forged = new JwtService({ secret: randomJwtSecret() }).sign(
        claimsFor({ ...admin, role: 'super_admin' }),
        { expiresIn: 3600 },
      );
      const response = await request(roleUrl(), { headers: bearer(forged) });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: SESSION_INVALID });
    });

    it('answers 401 for an expired token signed with the real secret', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      const nowSeconds = Math.floor(Date.now() / 1000);
      const expired = signWithAppSecret({
        ...claimsFor(admin),
        iat: nowSeconds - 3600,
        exp: nowSeconds - 10,
      });
      const response = await request(roleUrl(), { headers: bearer(expired) });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: SESSION_INVALID });

      // The same claims, not yet expired, are accepted: the expiry is what was refused.
      const fresh = signWithAppSecret({ ...claimsFor(admin), exp: nowSeconds + 60 });
      expect((await request(roleUrl(), { headers: bearer(fresh) })).status).toBe(200);
    });

    it('answers 401 for an unsigned token (alg none)', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      const payload = {
        ...claimsFor(admin),
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 3600,
      };
      for (const unsigned of [
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`,
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}`,
      ]) {
        const response = await request(roleUrl(), { headers: bearer(unsigned) });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: SESSION_INVALID });
      }
    });

    it('answers 401 for a token signed with the real secret but another algorithm (HS512)', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      const token = signWithAppSecret(
        { ...claimsFor(admin), exp: Math.floor(Date.now() / 1000) + 3600 },
        { algorithm: 'HS512' },
      );
      expect((await request(roleUrl(), { headers: bearer(token) })).status).toBe(401);
    });

    it('answers 401 for a validly signed token whose claims are not staff claims', async () => {
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const noRole = signWithAppSecret({ sub: '1', username: 'x', jti: randomUUID(), exp });
      const unknownRole = signWithAppSecret({
        sub: '1',
        username: 'x',
        role: 'owner',
        jti: randomUUID(),
        exp,
      });
      for (const token of [noRole, unknownRole]) {
        const response = await request(roleUrl(), { headers: bearer(token) });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: SESSION_INVALID });
      }
    });

    it.each([
      ['garbage', 'not-a-jwt'],
      ['three garbage parts', 'aaa.bbb.ccc'],
      ['an empty bearer', ''],
    ])('answers 401 for %s', async (_label, token) => {
      const response = await request(roleUrl(), { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(response.body.message).toEqual(expect.any(String));
    });

    it('answers with the role and username of a valid token', async () => {
      const lead = await createStaffUser(gateway, 'lead_manager');
      const response = await request(roleUrl(), { headers: bearer(await loginToken(gateway.url, lead)) });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ role: 'lead_manager', username: lead.username });
    });
  });

  describe('GET /api/admin/staff-users (super_admin only)', () => {
    let users: Record<StaffRole, StaffCredentials>;
    beforeEach(async () => {
      users = await createStaffUsersForAllRoles(gateway);
    });

    type Caller = 'none' | 'forged' | 'expired' | StaffRole;
    async function authorizationFor(caller: Caller): Promise<Record<string, string>> {
      if (caller === 'none') {
        return {};
      }
      if (caller === 'forged') {
        return bearer(
          new JwtService({ secret: randomJwtSecret() }).sign(claimsFor(users.super_admin), {
            expiresIn: 3600,
          }),
        );
      }
      if (caller === 'expired') {
        return bearer(
          signWithAppSecret({ ...claimsFor(users.super_admin), exp: Math.floor(Date.now() / 1000) - 10 }),
        );
      }
      return bearer(await loginToken(gateway.url, users[caller]));
    }

    it.each<[Caller, number, string | undefined]>([
      ['none', 401, 'Admin token not found'],
      ['forged', 401, SESSION_INVALID],
      ['expired', 401, SESSION_INVALID],
      ['user', 403, 'You do not have access to this'],
      ['lead_manager', 403, 'You do not have access to this'],
      ['admin', 403, 'You do not have access to this'],
      ['super_admin', 200, undefined],
    ])('caller %s gets %i', async (caller, status, message) => {
      const response = await request(`${gateway.url}/api/admin/staff-users`, {
        headers: await authorizationFor(caller),
      });
      expect(response.status).toBe(status);
      if (message !== undefined) {
        expect(response.body).toEqual({ message });
        return;
      }
      expect(response.body).toEqual(
        (['user', 'lead_manager', 'admin', 'super_admin'] as const).map((role) => ({
          id: users[role].id,
          username: users[role].username,
          role,
          disabled: false,
          createdAt: expect.any(String),
        })),
      );
      // Never the password hash.
      expect(JSON.stringify(response.body)).not.toMatch(/scrypt|passwordHash|password_hash/);
    });
  });
});

describe('login rate limit (LOGIN_RATE_LIMIT_PER_MINUTE=3)', () => {
  let gateway: GatewayTestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    gateway = await startGatewayApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 3 });
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
    await orm?.close();
  }, 20_000);

  it('refuses the 4th login from the same address within a minute, but no other route', async () => {
    await truncateSchema(orm, IDENTITY_SCHEMA);
    const admin = await createStaffUser(gateway, 'admin');

    const first = await login(gateway.url, admin.username, admin.password);
    expect(first.status).toBe(200);
    expect((await login(gateway.url, admin.username, 'wrong-password-1')).status).toBe(401);
    expect((await login(gateway.url, admin.username, 'wrong-password-2')).status).toBe(401);

    // The 4th attempt is refused even with the right password: guessing cannot continue.
    const fourth = await login(gateway.url, admin.username, admin.password);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('content-type')).toMatch(/application\/json/);
    expect(fourth.body).toEqual({
      message: expect.stringMatching(/too many requests/i),
      code: 'RATE_LIMITED',
    });

    // X-Forwarded-For is not trusted (TRUST_PROXY=false), so it cannot buy a fresh allowance.
    const spoofed = await login(gateway.url, admin.username, admin.password, {
      'x-forwarded-for': '203.0.113.77',
    });
    expect(spoofed.status).toBe(429);

    // Other routes are not held to the login limit.
    for (let i = 0; i < 5; i += 1) {
      const role = await request(`${gateway.url}/api/admin/role`, { headers: bearer(first.body.token) });
      expect(role.status).toBe(200);
      expect((await request(`${gateway.url}/health/live`)).status).toBe(200);
    }
  });
});
