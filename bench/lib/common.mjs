// @ts-check
// What every bench entry shares: the Node version check, the server build, how the run was invoked, and a
// main() wrapper that always stops every child process and exits within a time budget.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { relative } from 'node:path';
import { deadline, exitAfterCleanup, log, onCleanup } from './procs.mjs';
import { root } from './stack.mjs';

export function assertNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    throw new Error(
      `Node ${process.versions.node}: the bench needs Node 24 (npm run bench, or node_modules/.bin/node bench/run.mjs)`,
    );
  }
}

/** scripts/build-server.mjs (SWC into dist/), bounded to 5 minutes; BENCH_BUILD=0 skips it. */
export async function buildServer() {
  if (process.env.BENCH_BUILD === '0') {
    log('BENCH_BUILD=0: using dist/ as it is');
    return;
  }
  log('building the back end into dist/ (scripts/build-server.mjs)');
  const child = spawn(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const removeCleanup = onCleanup(() => child.kill('SIGTERM'));
  const timer = setTimeout(() => child.kill('SIGTERM'), 300_000);
  const code = await new Promise((done) => child.on('exit', (c, signal) => done(c ?? signal)));
  clearTimeout(timer);
  removeCleanup();
  if (code !== 0) throw new Error(`build failed (${code})`);
}

/** How this run was started, as someone would type it again. */
export function invocation() {
  const env = Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_'))
    .map(([key, value]) => `${key}=${value}`);
  const command = process.env.npm_lifecycle_event
    ? `npm run ${process.env.npm_lifecycle_event}`
    : `node ${relative(root, process.argv[1])}`;
  return [...env, command].join(' ');
}

/**
 * The trimmed output of a short command, or null when it fails.
 * @param {string} file
 * @param {string[]} args
 */
function tryRun(file, args) {
  try {
    return execFileSync(file, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
  } catch {
    return null;
  }
}

export function machineInfo() {
  const cpu = cpus();
  return {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpuModel: cpu[0]?.model ?? 'unknown',
    cpuCount: cpu.length,
    totalMemoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    gitCommit: tryRun('git', ['rev-parse', '--short', 'HEAD']),
    natsServer: tryRun(process.env.BENCH_NATS_SERVER ?? '/usr/sbin/nats-server', ['--version']),
  };
}

/**
 * Runs fn under a time budget; whatever happens (success, error, signal, budget exceeded) every process the
 * bench started is stopped before the process exits.
 * @param {() => unknown} fn
 * @param {number} budgetSeconds
 * @param {string} what
 */
export function runMain(fn, budgetSeconds, what) {
  /** @param {unknown} error */
  const describe = (error) => (error instanceof Error ? error.stack : String(error));
  process.on('unhandledRejection', (error) => {
    log(`unhandled rejection: ${describe(error)}`);
    void exitAfterCleanup(1);
  });
  process.on('uncaughtException', (error) => {
    log(`uncaught exception: ${describe(error)}`);
    void exitAfterCleanup(1);
  });
  const cancel = deadline(budgetSeconds, what);
  Promise.resolve()
    .then(fn)
    .then(
      () => {
        cancel();
        return exitAfterCleanup(0);
      },
      (error) => {
        cancel();
        log(`FAILED: ${describe(error)}`);
        return exitAfterCleanup(1);
      },
    );
}
