// @ts-check
// What the benches share around a run: their PostgreSQL and Redis, a clean database and queue prefix, and how
// results are written (bench/results is generated output, outside prettier's check).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { root } from './stack.mjs';

export const PG_SERVER = 'postgres://postgres@127.0.0.1:5432';
export const REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Drops and creates `name`, so every run starts from an empty database.
 * @param {string} name
 */
export async function recreateDatabase(name) {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/**
 * Calls `each` with every batch of Redis keys matching `pattern` (SCAN, never KEYS); returns the sum of its answers.
 * @param {string} pattern
 * @param {(redis: Redis, keys: string[]) => Promise<number>} each
 */
async function sumOverKeys(pattern, each) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  await redis.connect();
  let sum = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      if (keys.length) sum += await each(redis, keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return sum;
}

/**
 * Deletes every Redis key under a bench's own BullMQ prefix (nothing else); returns how many.
 * @param {string} prefix
 */
export const clearRedisPrefix = (prefix) =>
  sumOverKeys(`${prefix}:*`, (redis, keys) => redis.unlink(...keys));

/**
 * How many Redis keys match `pattern`.
 * @param {string} pattern
 */
export const countRedisKeys = (pattern) => sumOverKeys(pattern, async (_redis, keys) => keys.length);

/**
 * bench/results/<name>.json (the whole report) and <name>.md (`markdown`); returns the folder.
 * @param {string} name
 * @param {unknown} report
 * @param {string} markdown
 */
export function writeBenchResults(name, report, markdown) {
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, `${name}.md`), markdown);
  return dir;
}

/**
 * The markdown of a bench whose table follows a title and the command that ran it.
 * @param {string} title
 * @param {{ timestamp: string, command: string }} report
 * @param {string} table
 */
export function titledTable(title, report, table) {
  return [
    `# ${title}`,
    '',
    `Run ${report.timestamp} with \`${report.command}\` (see bench/README.md).`,
    '',
    table,
    '',
  ].join('\n');
}
