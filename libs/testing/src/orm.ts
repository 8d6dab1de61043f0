import { MikroORM } from '@mikro-orm/postgresql';
import { migrateSchema, ormOptions, type OrmConfig } from '@eventdesk/server-kit';
import { testDatabaseUrl } from './test-env';

/** A migrated ORM for one service's schema in this worker's test database. */
export async function createTestOrm(config: (databaseUrl: string) => OrmConfig): Promise<MikroORM> {
  const options = config(testDatabaseUrl());
  const orm = await MikroORM.init(ormOptions({ ...options, poolMax: 5 }));
  await migrateSchema(orm, options.schema);
  return orm;
}

/** Empties every table of the schema (keeps the migrations table). */
export async function truncateSchema(orm: MikroORM, schema: string): Promise<void> {
  const rows = (await orm.em
    .getConnection()
    .execute(`select tablename from pg_tables where schemaname = ? and tablename <> 'mikro_orm_migrations'`, [
      schema,
    ])) as Array<{ tablename: string }>;
  if (!rows.length) {
    return;
  }
  const statement = `truncate ${rows.map((r) => `"${schema}"."${r.tablename}"`).join(', ')} restart identity cascade`;
  // The app under test keeps working in the background (the outbox relay locks outbox_event and event_bus_state in
  // its own order), so a truncate of many tables can lose a deadlock; PostgreSQL aborts it whole, so try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await orm.em.getConnection().execute(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 5) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

const DEADLOCK_DETECTED = '40P01';
