import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';

/**
 * Creates the service's schema if needed and applies its pending migrations; returns their names.
 * Replicas starting together take turns: a session-level advisory lock on a separate connection is held
 * while the migrator runs, so two pods never apply the same migration at once.
 */
export async function migrateSchema(orm: MikroORM, schema: string): Promise<string[]> {
  const lock = new Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [`eventdesk:migrate:${schema}`]);
    await orm.em.getConnection().execute(`create schema if not exists "${schema}"`);
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.end();
  }
}
