/**
 * Where tests find the machine's real PostgreSQL and Redis. Each jest run gets its own databases (one per
 * worker) and each test file its own BullMQ prefix, so parallel files and parallel runs (two developers, or
 * a developer and CI, on one machine) never see each other's rows or jobs. Never the shared `test` database.
 */
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_DB_PREFIX = 'eventdesk_test';
export const MAX_TEST_WORKERS = 4;
/** Set by the global setup: `<epoch seconds>_<pid>`, so stale databases of killed runs can be recognised. */
export const TEST_RUN_ENV = 'EVENTDESK_TEST_RUN';

export function workerId(): number {
  return Number(process.env.JEST_WORKER_ID ?? '1');
}

export function testDatabaseName(run: string, worker: number): string {
  return `${TEST_DB_PREFIX}_${run}_w${worker}`;
}

export function testDatabaseUrl(): string {
  const run = process.env[TEST_RUN_ENV];
  if (!run) {
    throw new Error(
      `${TEST_RUN_ENV} is not set: run the tests through jest (its global setup creates the databases)`,
    );
  }
  return `${TEST_PG_URL}/${testDatabaseName(run, workerId())}`;
}

export function testQueuePrefix(label: string): string {
  return `test-w${workerId()}-${label}-${process.pid}-${Date.now()}`;
}
