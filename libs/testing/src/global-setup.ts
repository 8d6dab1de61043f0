import { Client } from 'pg';
import { MAX_TEST_WORKERS, TEST_DB_PREFIX, TEST_PG_URL, TEST_RUN_ENV, testDatabaseName } from './test-env';

const STALE_AFTER_SECONDS = 3 * 3600;

/**
 * Fresh databases for this run, one per jest worker (workers inherit the run id through the environment).
 * Databases left behind by runs that were killed more than three hours ago are dropped on the way.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env[TEST_RUN_ENV]) {
    return;
  }
  const run = `${Math.floor(Date.now() / 1000)}_${process.pid}`;
  const client = new Client({ connectionString: `${TEST_PG_URL}/postgres` });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${TEST_DB_PREFIX}_%`],
    );
    const now = Date.now() / 1000;
    for (const { datname } of rows) {
      const startedAt = Number(/^eventdesk_test_(\d+)_/.exec(datname)?.[1] ?? 0);
      if (now - startedAt > STALE_AFTER_SECONDS) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    }
    for (let worker = 1; worker <= MAX_TEST_WORKERS; worker += 1) {
      await client.query(`create database "${testDatabaseName(run, worker)}"`);
    }
  } finally {
    await client.end();
  }
  process.env[TEST_RUN_ENV] = run;
}
