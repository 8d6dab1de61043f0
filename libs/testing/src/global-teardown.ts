import { Client } from 'pg';
import { MAX_TEST_WORKERS, TEST_PG_URL, TEST_RUN_ENV, testDatabaseName } from './test-env';

/** Drops this run's databases. */
export default async function globalTeardown(): Promise<void> {
  const run = process.env[TEST_RUN_ENV];
  if (!run) {
    return;
  }
  const client = new Client({ connectionString: `${TEST_PG_URL}/postgres` });
  await client.connect();
  try {
    for (let worker = 1; worker <= MAX_TEST_WORKERS; worker += 1) {
      await client.query(`drop database if exists "${testDatabaseName(run, worker)}" with (force)`);
    }
  } finally {
    await client.end();
  }
  delete process.env[TEST_RUN_ENV];
}
