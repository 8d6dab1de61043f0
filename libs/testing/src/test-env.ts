/**
 * Where tests find the machine's real PostgreSQL and Redis. Each jest worker gets its own database and its own
 * BullMQ prefix, so parallel test files never see each other's rows or jobs. Never the shared `test` database.
 */
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_DB_PREFIX = 'eventdesk_test';
export const MAX_TEST_WORKERS = 4;

export function workerId(): number {
  return Number(process.env.JEST_WORKER_ID ?? '1');
}

export function testDatabaseUrl(): string {
  return `${TEST_PG_URL}/${TEST_DB_PREFIX}_w${workerId()}`;
}

export function testQueuePrefix(label: string): string {
  return `test-w${workerId()}-${label}-${process.pid}-${Date.now()}`;
}
