// @ts-check
// The run every stack bench shares: the prologue (Node check, build, dist check, a fresh log folder, a recreated
// database, an emptied BullMQ prefix, a small pool on the database), the stack of the bench's variant, the
// measurement, the results in bench/results/, and the epilogue (stack stopped, prefix emptied, pool closed) whatever
// happens. The entry point of each bench file goes through benchMain().
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { clearRedisPrefix, PG_SERVER, recreateDatabase, REDIS_URL, writeBenchResults } from './bench-io.mjs';
import { assertNode24, buildServer, invocation, machineInfo, runMain } from './common.mjs';
import { log, onCleanup } from './procs.mjs';
import { summarizeProfiles } from './cpu-profile-summary.mjs';
import { assertBuilt, cpuProfileDir, root, startStack } from './stack.mjs';

const require = createRequire(import.meta.url);

/**
 * A positive number from the environment (BENCH_DURATION, BENCH_WARMUP...), or `fallback`.
 * @param {string} name
 * @param {number} fallback
 * @param {NodeJS.ProcessEnv} [env]
 */
export function envNumber(name, fallback, env = process.env) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** BENCH_DURATION and BENCH_WARMUP (seconds), the same knobs for every bench that has them. */
export const durationConfig = (env = process.env) => ({
  durationSeconds: envNumber('BENCH_DURATION', 10, env),
  warmupSeconds: envNumber('BENCH_WARMUP', 2, env),
});

/**
 * @typedef {object} RunOptions
 * @property {string} name the bench, for the log folder and the results (bench/results/<results ?? name>.*)
 * @property {import('./stack.mjs').StackVariant} variant
 * @property {string} database
 * @property {string} queuePrefix
 * @property {boolean} [build] build the back end first (default true; BENCH_BUILD=0 skips it anyway)
 * @property {Omit<import('./stack.mjs').StackOptions, 'databaseUrl' | 'redisUrl' | 'queuePrefix' | 'logDir'>} [stack]
 * @property {number} [poolSize] connections of the bench's own pool on the database (default 2)
 */

/**
 * @typedef {object} Run
 * @property {string} databaseUrl
 * @property {string} logDir
 * @property {pg.Pool} db
 * @property {import('./stack.mjs').Stack} stack
 */

/**
 * Prologue, stack, `measure`, epilogue. The stack is stopped after `measure` (stopping it earlier is allowed, as
 * the registrations bench does to measure its floor on an idle machine).
 * @template T
 * @param {RunOptions} options
 * @param {(run: Run) => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function runWithStack(options, measure) {
  assertNode24();
  if (options.build ?? true) await buildServer();
  assertBuilt(options.variant, options.stack);
  const logDir = join(tmpdir(), 'eventdesk-bench-logs', options.name);
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  log(`logs of the started processes: ${logDir}`);

  const databaseUrl = `${PG_SERVER}/${options.database}`;
  await recreateDatabase(options.database);
  const staleKeys = await clearRedisPrefix(options.queuePrefix);
  log(
    `database ${options.database} recreated; ${staleKeys} stale Redis keys under "${options.queuePrefix}:" removed`,
  );
  const removeKeysAtEnd = onCleanup(() => clearRedisPrefix(options.queuePrefix).catch(() => 0));
  const db = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 2 });
  db.on('error', () => undefined);
  const closeDb = onCleanup(() => db.end());
  try {
    const stack = await startStack(options.variant, {
      ...options.stack,
      databaseUrl,
      redisUrl: REDIS_URL,
      queuePrefix: options.queuePrefix,
      logDir,
    });
    try {
      return await measure({ databaseUrl, logDir, db, stack });
    } finally {
      await stack.stop();
      publishProfiles(options.name, logDir);
    }
  } finally {
    await clearRedisPrefix(options.queuePrefix).catch(() => 0);
    removeKeysAtEnd();
    await db.end();
    closeDb();
  }
}

/**
 * The head of a load bench's report: which bench, when, the command that ran it, the machine, PostgreSQL's and
 * autocannon's versions.
 * @param {string} bench
 * @param {pg.Pool} db
 */
export async function reportHead(bench, db) {
  const postgres = /** @type {string} */ ((await db.query('show server_version')).rows[0].server_version);
  return {
    bench,
    timestamp: new Date().toISOString(),
    command: invocation(),
    machine: { ...machineInfo(), postgres },
    versions: { autocannon: /** @type {string} */ (require('autocannon/package.json').version) },
  };
}

/**
 * Writes bench/results/<name>.json and .md, prints the markdown, and says where they are.
 * @param {string} name
 * @param {unknown} report
 * @param {string} markdown
 */
export function publishResults(name, report, markdown) {
  const dir = writeBenchResults(name, report, markdown);
  process.stdout.write(`\n${markdown.trimEnd()}\n\n`);
  const file = (/** @type {string} */ ext) => relative(root, join(dir, `${name}.${ext}`));
  log(`results: ${file('json')}, ${file('md')}`);
}

/**
 * With BENCH_CPU_PROFILE=1: the top frames of each process's CPU profile in bench/results/profiles/<name>.md (the raw
 * `.cpuprofile` files stay in the log folder, for Chrome DevTools or speedscope).
 * @param {string} name
 * @param {string} logDir
 */
function publishProfiles(name, logDir) {
  const dir = cpuProfileDir(logDir);
  if (!dir) return;
  const target = join(root, 'bench', 'results', 'profiles');
  mkdirSync(target, { recursive: true });
  const file = join(target, `${name}.md`);
  const title = `${name}, ${new Date().toISOString()}, \`${invocation()}\``;
  writeFileSync(file, summarizeProfiles(dir, { title }) + '\n');
  log(`cpu profiles: ${relative(root, file)} (raw profiles in ${dir})`);
}

/**
 * Runs `main` under runMain when `moduleUrl` is the file node was started with (not when run.mjs imports it);
 * the budget gets 300 s on top for the build.
 * @param {string} moduleUrl import.meta.url of the bench file
 * @param {() => Promise<unknown>} main
 * @param {number} budgetSeconds
 */
export function benchMain(moduleUrl, main, budgetSeconds) {
  const file = fileURLToPath(moduleUrl);
  if (process.argv[1] !== file) return;
  runMain(main, budgetSeconds + 300, relative(root, file));
}
