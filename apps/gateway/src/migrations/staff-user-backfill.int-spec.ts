import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { STAFF_USER_CHANGED, staffUserChangedPayload } from '@eventdesk/contracts';
import { ormOptions } from '@eventdesk/server-kit';
import { TEST_PG_URL, testDatabaseUrl } from '@eventdesk/testing';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../database';

jest.setTimeout(30_000);

/** The migration before the outbox: the state of a gateway that already has staff when it is upgraded. */
const BEFORE_OUTBOX = 'Migration20261123010000';

describe('identity migration: outbox tables and one `created` event per existing account', () => {
  // A database of its own: the worker's database is already migrated to the end.
  const database = `${new URL(testDatabaseUrl()).pathname.slice(1)}_backfill`;
  let admin: Client;
  let orm: MikroORM;

  beforeAll(async () => {
    admin = new Client({ connectionString: `${TEST_PG_URL}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
    orm = await MikroORM.init(ormOptions(identityOrmConfig(`${TEST_PG_URL}/${database}`)));
    await orm.em.getConnection().execute(`create schema if not exists "${IDENTITY_SCHEMA}"`);
  });
  afterAll(async () => {
    await orm?.close();
    await admin?.query(`drop database if exists "${database}" with (force)`);
    await admin?.end();
  });

  it('announces every account as it is now, so a fresh leads-service learns the current staff', async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: BEFORE_OUTBOX });
    await orm.em.getConnection().execute(
      `insert into "identity"."staff_user" (username, password_hash, role, disabled)
       values ('priya', 'x', 'user', false), ('old.caller', 'x', 'user', true), ('boss', 'x', 'super_admin', false)`,
    );
    await migrator.up();

    const rows = (await orm.em
      .getConnection()
      .execute(
        `select name, payload, published_at from "identity"."outbox_event" order by (payload->>'userId')::int`,
      )) as Array<{ name: string; payload: unknown; published_at: Date | null }>;
    expect(rows.map((row) => [row.name, row.published_at])).toEqual([
      [STAFF_USER_CHANGED, null],
      [STAFF_USER_CHANGED, null],
      [STAFF_USER_CHANGED, null],
    ]);
    const payloads = rows.map((row) => staffUserChangedPayload.parse(row.payload));
    expect(payloads).toEqual([
      expect.objectContaining({
        username: 'priya',
        role: 'user',
        disabled: false,
        change: 'created',
        version: 1,
      }),
      expect.objectContaining({
        username: 'old.caller',
        role: 'user',
        disabled: true,
        change: 'created',
        version: 1,
      }),
      expect.objectContaining({ username: 'boss', role: 'super_admin', change: 'created', version: 1 }),
    ]);
    expect(Number.isNaN(Date.parse(payloads[0]?.changedAt ?? ''))).toBe(false);
    const versions = await orm.em.getConnection().execute(`select version from "identity"."staff_user"`);
    expect(versions).toEqual([{ version: 1 }, { version: 1 }, { version: 1 }]);
  });
});
