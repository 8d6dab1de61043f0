import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  eventQueueName,
  STAFF_USER_CHANGED,
  type StaffUserChangedPayload,
  type StaffUserView,
} from '@eventdesk/contracts';
import { EventPublisher, ormOptions } from '@eventdesk/server-kit';
import { createTestOrm, testDatabaseUrl, truncateSchema } from '@eventdesk/testing';
import {
  bearer,
  createStaffUser,
  loginToken,
  randomStaffPassword,
  request,
  startGatewayApp,
  type GatewayTestApp,
} from '../../test/gateway-app';
import { connectAuthStore } from '../auth/auth-store';
import { TokenRevocations } from '../auth/token-revocations';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../database';
import { StaffUserUpdatesService } from './staff-user-updates.service';
import { StaffUsersService } from './staff-users.service';

jest.setTimeout(30_000);

/** Asks again every 100 ms, for up to 5 s, until `done` holds; returns the last answer. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let tries = 0; !done(value) && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

interface OutboxRow {
  id: string;
  name: string;
  payload: StaffUserChangedPayload;
  published: boolean;
}

describe('staff-user.changed.v1 through the identity outbox (real gateway, PostgreSQL, Redis)', () => {
  let gateway: GatewayTestApp;
  let orm: MikroORM;
  let bossToken = '';

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    await truncateSchema(orm, IDENTITY_SCHEMA);
    gateway = await startGatewayApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
    bossToken = await loginToken(gateway.url, await createStaffUser(gateway, 'super_admin'));
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
    await orm?.close();
  }, 20_000);

  const eventsOf = async (userId: number): Promise<OutboxRow[]> =>
    (await orm.em.getConnection().execute(
      `select id, name, payload, published_at is not null as published from "identity"."outbox_event"
          where name = ? and (payload->>'userId')::int = ? order by created_at, (payload->>'version')::int`,
      [STAFF_USER_CHANGED, userId],
    )) as OutboxRow[];

  const patch = (id: number, body: unknown) =>
    request<StaffUserView>(`${gateway.url}/api/admin/staff-users/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(bossToken) },
      body: JSON.stringify(body),
    });

  it('writes one event per create, role change, disable and enable, each with a higher version', async () => {
    const created = await request<StaffUserView>(`${gateway.url}/api/admin/staff-users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(bossToken) },
      body: JSON.stringify({ username: 'caller.one', password: randomStaffPassword(), role: 'user' }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await patch(id, { role: 'lead_manager' })).status).toBe(200);
    expect((await patch(id, { disabled: true })).status).toBe(200);
    expect((await patch(id, { disabled: false })).status).toBe(200);
    // A new password is not an event: nobody downstream keeps it.
    expect((await patch(id, { password: randomStaffPassword() })).status).toBe(200);

    const events = await eventsOf(id);
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        userId: id,
        username: 'caller.one',
        role: 'user',
        disabled: false,
        change: 'created',
        version: 1,
      }),
      expect.objectContaining({ role: 'lead_manager', disabled: false, change: 'role-changed', version: 2 }),
      expect.objectContaining({ role: 'lead_manager', disabled: true, change: 'disabled', version: 3 }),
      expect.objectContaining({ role: 'lead_manager', disabled: false, change: 'enabled', version: 4 }),
    ]);
    const [row] = (await orm.em
      .getConnection()
      .execute(`select version from "identity"."staff_user" where id = ?`, [id])) as Array<{
      version: number;
    }>;
    expect(row?.version).toBe(4);
  });

  it('writes two events in order for a role change and a disable in one request', async () => {
    const user = await createStaffUser(gateway, 'user');
    expect((await patch(user.id, { role: 'admin', disabled: true })).status).toBe(200);
    expect((await eventsOf(user.id)).map((event) => [event.payload.change, event.payload.version])).toEqual([
      ['created', 1],
      ['role-changed', 2],
      ['disabled', 3],
    ]);
  });

  it('writes no event when the change fails: a taken username, or a rollback after the event was written', async () => {
    const user = await createStaffUser(gateway, 'user');
    const before = await eventsOf(user.id);
    const taken = await request(`${gateway.url}/api/admin/staff-users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(bossToken) },
      body: JSON.stringify({ username: user.username, password: randomStaffPassword(), role: 'admin' }),
    });
    expect(taken.status).toBe(409);

    // Disabling ends the user's sessions inside the transaction; with Redis unreachable it rolls back whole.
    const deadRedis = await connectAuthStore('redis://127.0.0.1:1', 'test-dead');
    try {
      const updates = new StaffUserUpdatesService(
        gateway.app.get(EntityManager),
        new TokenRevocations(deadRedis, 60),
      );
      await expect(updates.update(user.id, { disabled: true }, { username: 'test' })).rejects.toThrow();
    } finally {
      deadRedis.disconnect();
    }
    expect((await eventsOf(user.id)).map((event) => event.id)).toEqual(before.map((event) => event.id));
    const count = (await orm.em
      .getConnection()
      .execute(`select count(*)::int as n from "identity"."outbox_event" where payload->>'username' = ?`, [
        user.username,
      ])) as Array<{ n: number }>;
    expect(count[0]?.n).toBe(1);
  });

  it('publishes the events to the leads queue with the running relay', async () => {
    const user = await createStaffUser(gateway, 'user');
    const [event] = await eventsOf(user.id);
    const publisher = new EventPublisher(gateway.env.REDIS_URL, gateway.env.QUEUE_PREFIX);
    try {
      const queue = publisher.queue('leads', STAFF_USER_CHANGED);
      expect(queue.name).toBe(eventQueueName('leads', STAFF_USER_CHANGED));
      const job = await eventually(() => queue.getJob(event?.id ?? ''), Boolean);
      expect(job?.data).toMatchObject({
        id: event?.id,
        name: STAFF_USER_CHANGED,
        payload: { userId: user.id },
      });
    } finally {
      await publisher.close();
    }
  });

  it('leaves the CLI’s events (a process without a relay) in the outbox for the running gateway to publish', async () => {
    // What the CLI does: its own ORM, the services built by hand, no relay; then it exits.
    const cliOrm = await MikroORM.init(ormOptions(identityOrmConfig(testDatabaseUrl())));
    let userId = 0;
    try {
      const user = await new StaffUsersService(cliOrm.em).create(
        { username: 'cli.caller', password: randomStaffPassword(), role: 'user' },
        { username: 'cli:test' },
      );
      userId = user.id;
    } finally {
      await cliOrm.close();
    }
    const rows = await eventsOf(userId);
    expect(rows.map((row) => row.payload.change)).toEqual(['created']);
    const published = await eventually(
      () => eventsOf(userId),
      (now) => now[0]?.published === true,
    );
    expect(published[0]?.published).toBe(true);
  });
});
