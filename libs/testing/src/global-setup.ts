import { Client } from 'pg';
import { MAX_TEST_WORKERS, TEST_DB_PREFIX, TEST_PG_URL } from './test-env';

/** Fresh databases for each jest worker, once per run; every test file then migrates the schemas it uses. */
export default async function globalSetup(): Promise<void> {
  const g = globalThis as { __eventdeskDbsReady?: boolean };
  if (g.__eventdeskDbsReady) {
    return;
  }
  const client = new Client({ connectionString: `${TEST_PG_URL}/postgres` });
  await client.connect();
  try {
    for (let worker = 1; worker <= MAX_TEST_WORKERS; worker += 1) {
      const name = `${TEST_DB_PREFIX}_w${worker}`;
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
  g.__eventdeskDbsReady = true;
}
