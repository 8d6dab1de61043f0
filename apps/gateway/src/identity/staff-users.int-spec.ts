import { MikroORM } from '@mikro-orm/postgresql';
import type { StaffUserView } from '@eventdesk/contracts';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import {
  bearer,
  createStaffUser,
  login,
  loginToken,
  randomStaffPassword,
  request,
  startGatewayApp,
  type GatewayTestApp,
  type StaffCredentials,
} from '../../test/gateway-app';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../database';
import { SESSION_INVALID } from '../auth/staff-auth.guard';
import { CANNOT_CHANGE_OWN_ROLE, CANNOT_DISABLE_SELF } from './staff-user-updates.service';

jest.setTimeout(20_000);

interface AuditRow {
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('staff user management (super_admin; real gateway, PostgreSQL, Redis)', () => {
  let gateway: GatewayTestApp;
  let orm: MikroORM;
  let boss: StaffCredentials;
  let bossToken: string;

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    gateway = await startGatewayApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
    await orm?.close();
  }, 20_000);
  beforeEach(async () => {
    await truncateSchema(orm, IDENTITY_SCHEMA);
    boss = await createStaffUser(gateway, 'super_admin');
    bossToken = await loginToken(gateway.url, boss);
  });

  const usersUrl = () => `${gateway.url}/api/admin/staff-users`;
  function send<T = StaffUserView>(method: 'POST' | 'PATCH', path: string, body: unknown, token = bossToken) {
    return request<T & { message?: string; errors?: Array<{ path: string; message: string }> }>(
      `${usersUrl()}${path}`,
      {
        method,
        headers: { 'content-type': 'application/json', ...bearer(token) },
        body: JSON.stringify(body),
      },
    );
  }
  const roleOf = (token: string) => request(`${gateway.url}/api/admin/role`, { headers: bearer(token) });
  /** What the requests under test wrote (accounts made by the test setup are audited too, as "test-setup"). */
  const auditRows = async (): Promise<AuditRow[]> =>
    (await orm.em
      .getConnection()
      .execute(
        `select actor, action, target_type, target_id, before, after from "identity"."audit_entry" where actor <> 'test-setup' order by id`,
      )) as AuditRow[];

  describe('POST /api/admin/staff-users', () => {
    it('creates an account (201) that can log in, and audits it without the password hash', async () => {
      const password = randomStaffPassword();
      const response = await send('POST', '', { username: ' Door.Desk-2 ', password, role: 'user' });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        username: 'door.desk-2',
        role: 'user',
        disabled: false,
        createdAt: expect.any(String),
      });
      expect((await login(gateway.url, 'door.desk-2', password)).status).toBe(200);

      const rows = await auditRows();
      expect(rows).toEqual([
        {
          actor: boss.username,
          action: 'staff-user.create',
          target_type: 'staff-user',
          target_id: String(response.body.id),
          before: null,
          after: response.body,
        },
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/scrypt|password/i);
    });

    it('answers 409 "Username already exists" for a taken name, in any case, and audits nothing', async () => {
      await createStaffUser(gateway, 'user', { username: 'caller.one' });
      const response = await send('POST', '', {
        username: 'Caller.One',
        password: randomStaffPassword(),
        role: 'admin',
      });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ message: 'Username already exists', code: 'USERNAME_TAKEN' });
      expect(await auditRows()).toEqual([]);
    });

    it('answers 400 naming each bad field', async () => {
      const response = await send('POST', '', { username: 'ab', password: 'short', role: 'owner' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'username', message: 'Username must be at least 3 characters' },
          { path: 'password', message: 'Password must be at least 12 characters' },
          { path: 'role', message: 'Role must be one of user, lead_manager, admin, super_admin' },
        ]),
      );

      const badCharacters = await send('POST', '', {
        username: 'door desk!',
        password: randomStaffPassword(),
        role: 'user',
      });
      expect(badCharacters.status).toBe(400);
      expect(badCharacters.body.errors).toEqual([
        {
          path: 'username',
          message: 'Username may contain only letters, digits, dot, underscore and hyphen',
        },
      ]);

      const tooLong = await send('POST', '', {
        username: 'a'.repeat(65),
        password: randomStaffPassword(),
        role: 'user',
      });
      expect(tooLong.body.errors).toEqual([
        { path: 'username', message: 'Username must be at most 64 characters' },
      ]);

      const missing = await send('POST', '', {});
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'username', message: 'Username is required' },
          { path: 'password', message: 'Password is required' },
        ]),
      );
    });
  });

  describe('PATCH /api/admin/staff-users/{id}', () => {
    it('changes the role (200), ends the user’s existing sessions, and audits before and after', async () => {
      const caller = await createStaffUser(gateway, 'user');
      const oldToken = await loginToken(gateway.url, caller);
      expect((await roleOf(oldToken)).status).toBe(200);

      const response = await send('PATCH', `/${caller.id}`, { role: 'lead_manager' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: caller.id, role: 'lead_manager', disabled: false });

      const refused = await roleOf(oldToken);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: SESSION_INVALID });
      // A login right after the change (same second included) carries the new role and works.
      const fresh = await roleOf(await loginToken(gateway.url, caller));
      expect(fresh.body).toEqual({ role: 'lead_manager', username: caller.username });

      expect(await auditRows()).toEqual([
        {
          actor: boss.username,
          action: 'staff-user.role-change',
          target_type: 'staff-user',
          target_id: String(caller.id),
          before: expect.objectContaining({ role: 'user' }),
          after: expect.objectContaining({ role: 'lead_manager' }),
        },
      ]);
    });

    it('disables (old tokens and logins refused) and enables again, auditing each', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      const oldToken = await loginToken(gateway.url, admin);

      expect((await send('PATCH', `/${admin.id}`, { disabled: true })).body).toMatchObject({
        disabled: true,
      });
      expect((await roleOf(oldToken)).status).toBe(401);
      expect((await login(gateway.url, admin.username, admin.password)).status).toBe(401);

      expect((await send('PATCH', `/${admin.id}`, { disabled: false })).status).toBe(200);
      expect((await roleOf(await loginToken(gateway.url, admin))).status).toBe(200);

      const rows = await auditRows();
      expect(rows.map((row) => [row.action, row.before?.disabled, row.after?.disabled])).toEqual([
        ['staff-user.disable', false, true],
        ['staff-user.enable', true, false],
      ]);
    });

    it('sets a new password: old tokens and the old password stop working; no hash in the audit', async () => {
      const lead = await createStaffUser(gateway, 'lead_manager');
      const oldToken = await loginToken(gateway.url, lead);
      const newPassword = randomStaffPassword();

      expect((await send('PATCH', `/${lead.id}`, { password: newPassword })).status).toBe(200);

      expect((await roleOf(oldToken)).status).toBe(401);
      expect((await login(gateway.url, lead.username, lead.password)).status).toBe(401);
      expect((await login(gateway.url, lead.username, newPassword)).status).toBe(200);
      const rows = await auditRows();
      expect(rows).toEqual([
        expect.objectContaining({
          action: 'staff-user.password-reset',
          before: expect.objectContaining({ username: lead.username }),
          after: expect.objectContaining({ username: lead.username, passwordChanged: true }),
        }),
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/scrypt|passwordHash|password_hash/);
      expect(JSON.stringify(rows)).not.toContain(newPassword);
    });

    it('applies role, disabled and password together, one audit entry each, in one go', async () => {
      const user = await createStaffUser(gateway, 'user');
      const response = await send('PATCH', `/${user.id}`, {
        role: 'admin',
        disabled: true,
        password: randomStaffPassword(),
      });
      expect(response.body).toMatchObject({ role: 'admin', disabled: true });
      expect((await auditRows()).map((row) => row.action)).toEqual([
        'staff-user.role-change',
        'staff-user.disable',
        'staff-user.password-reset',
      ]);
      const [row] = (await orm.em
        .getConnection()
        .execute(`select tokens_valid_after from "identity"."staff_user" where id = ?`, [user.id])) as Array<{
        tokens_valid_after: string | null;
      }>;
      // The durable copy of "sessions before this are void", next to Redis's live one.
      expect(Date.now() - Date.parse(row?.tokens_valid_after ?? '')).toBeLessThan(10_000);
    });

    it('refuses a super_admin demoting or disabling themselves (409), changing nothing', async () => {
      const demote = await send('PATCH', `/${boss.id}`, { role: 'admin' });
      expect(demote.status).toBe(409);
      expect(demote.body).toMatchObject({ message: CANNOT_CHANGE_OWN_ROLE, code: 'CANNOT_CHANGE_OWN_ROLE' });

      const disable = await send('PATCH', `/${boss.id}`, { disabled: true });
      expect(disable.status).toBe(409);
      expect(disable.body).toMatchObject({ message: CANNOT_DISABLE_SELF, code: 'CANNOT_DISABLE_SELF' });

      expect((await roleOf(bossToken)).body).toEqual({ role: 'super_admin', username: boss.username });
      expect(await auditRows()).toEqual([]);
    });

    it('lets a super_admin demote another super_admin', async () => {
      const other = await createStaffUser(gateway, 'super_admin');
      expect((await send('PATCH', `/${other.id}`, { role: 'admin' })).body).toMatchObject({ role: 'admin' });
    });

    it('answers 404 for an unknown id, 400 for an empty or bad body', async () => {
      const unknown = await send('PATCH', '/999999', { role: 'admin' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: 'Staff user not found' });

      const user = await createStaffUser(gateway, 'user');
      const empty = await send('PATCH', `/${user.id}`, {});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Give at least one of role, disabled or password');

      const bad = await send('PATCH', `/${user.id}`, { password: 'short', disabled: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'password', message: 'Password must be at least 12 characters' },
          { path: 'disabled', message: 'disabled must be true or false' },
        ]),
      );
    });

    it('is for super_admin only: an admin gets 403 and nothing changes', async () => {
      const admin = await createStaffUser(gateway, 'admin');
      const user = await createStaffUser(gateway, 'user');
      const response = await send(
        'PATCH',
        `/${user.id}`,
        { role: 'admin' },
        await loginToken(gateway.url, admin),
      );
      expect(response.status).toBe(403);
      const created = await send(
        'POST',
        '',
        { username: 'sneaky', password: randomStaffPassword(), role: 'super_admin' },
        await loginToken(gateway.url, admin),
      );
      expect(created.status).toBe(403);
      expect(await auditRows()).toEqual([]);
    });
  });
});
