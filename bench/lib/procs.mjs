// @ts-check
// Child processes of the bench: every one is started through guard.mjs in its own process group, tracked here,
// and stopped on normal exit, on error, on SIGINT/SIGTERM and when the bench's time budget runs out.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { freePort } from '../../libs/testing/src/free-port.cjs';

const guard = resolve(import.meta.dirname, 'guard.mjs');

/**
 * @typedef {object} ManagedProcess
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child the guard
 * @property {string} logFile
 * @property {{ code: number | null, signal: NodeJS.Signals | null } | null} exitInfo set once it exited
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 */
/** @typedef {() => unknown} CleanupStep */
/**
 * Handles of processes that have not exited yet.
 * @type {Set<ManagedProcess>}
 */
const live = new Set();
/**
 * Async clean-up steps (stop stacks, close pools) run before the process exits on a signal or a deadline.
 * @type {Set<CleanupStep>}
 */
const cleanups = new Set();
let handlersInstalled = false;
let exiting = false;

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** @param {string} message */
export function log(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/**
 * @param {ManagedProcess} handle
 * @param {NodeJS.Signals} signal
 */
function signalGroup(handle, signal) {
  const pid = handle.child.pid;
  if (pid === undefined) return; // the guard never started: no group
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts `command args` under the guard, stdout and stderr appended to logFile. `user` ({ uid, gid }) runs guard and
 * command as another user (PostgreSQL refuses to run as root).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env: NodeJS.ProcessEnv, cwd?: string, logFile: string, user?: { uid: number, gid: number } }} options
 * @returns {ManagedProcess}
 */
export function spawnManaged(name, command, args, { env, cwd, logFile, user }) {
  installHandlers();
  const fd = openSync(logFile, 'a');
  let child;
  try {
    child = spawn(process.execPath, [guard, command, ...args], {
      cwd,
      env,
      stdio: ['ignore', fd, fd],
      detached: true,
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  } finally {
    closeSync(fd);
  }
  /** @type {ManagedProcess} */
  const handle = {
    name,
    child,
    logFile,
    exitInfo: null,
    exited: new Promise((done) =>
      child.once('exit', (code, signal) => {
        handle.exitInfo = { code, signal };
        live.delete(handle);
        done(handle.exitInfo);
      }),
    ),
  };
  live.add(handle);
  return handle;
}

/**
 * SIGTERM to the guard (which forwards it once), SIGKILL to the whole group if it is still there after timeoutMs.
 * @param {ManagedProcess | undefined} handle
 */
export async function stopManaged(handle, timeoutMs = 12_000) {
  if (!handle || handle.exitInfo) return;
  try {
    handle.child.kill('SIGTERM');
  } catch {
    // already gone
  }
  const result = await Promise.race([handle.exited, sleep(timeoutMs).then(() => 'timeout')]);
  if (result === 'timeout') {
    log(`${handle.name} did not stop in ${timeoutMs} ms; killing it`);
    signalGroup(handle, 'SIGKILL');
    await Promise.race([handle.exited, sleep(2000)]);
  }
  signalGroup(handle, 'SIGKILL'); // anything the command left in its group
}

export function liveProcesses() {
  return [...live];
}

/**
 * Adds a clean-up step; returns the function that removes it again.
 * @param {CleanupStep} fn
 */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Runs the clean-up steps and stops every live process; bounded, never throws. */
export async function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    await Promise.race([Promise.resolve().then(fn), sleep(20_000)]).catch((error) =>
      log(`clean-up step failed: ${error.message}`),
    );
  }
  await Promise.all([...live].map((handle) => stopManaged(handle)));
}

/**
 * Clean up, then exit with `code`; a second call while exiting is ignored.
 * @param {number} code
 */
export async function exitAfterCleanup(code) {
  if (exiting) return;
  exiting = true;
  await cleanupAll();
  process.exit(code);
}

function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`${signal}: stopping every process the bench started`);
      void exitAfterCleanup(130);
    });
  }
  // Last resort (process.exit from elsewhere, an uncaught error): synchronous signals only.
  process.on('exit', () => {
    for (const handle of live) {
      try {
        handle.child.kill('SIGTERM');
      } catch {
        // already gone
      }
    }
  });
}

/**
 * Gives the whole bench a time budget: when it runs out, everything is stopped and the process exits 1.
 * Returns a function that cancels the deadline.
 * @param {number} seconds
 * @param {string} what
 */
export function deadline(seconds, what) {
  const timer = setTimeout(() => {
    log(`${what} exceeded its ${seconds} s budget; stopping`);
    void exitAfterCleanup(1);
  }, seconds * 1000);
  timer.unref();
  return () => clearTimeout(timer);
}

export { freePort };

/**
 * @param {string[]} names
 * @returns {Promise<Record<string, number>>}
 */
export async function freePorts(names) {
  /** @type {Record<string, number>} */
  const ports = {};
  const taken = new Set();
  for (const name of names) {
    let port;
    do port = await freePort();
    while (taken.has(port));
    taken.add(port);
    ports[name] = port;
  }
  return ports;
}

/** @param {ManagedProcess} handle */
export function logTail(handle, lines = 20) {
  try {
    return readFileSync(handle.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Polls check() until it returns a truthy value; fails early when `handle` exits, or after timeoutMs.
 * @template T
 * @param {string} what
 * @param {() => T | Promise<T>} check
 * @param {{ timeoutMs?: number, intervalMs?: number, handle?: ManagedProcess }} [options]
 * @returns {Promise<T>}
 */
export async function waitFor(what, check, { timeoutMs = 60_000, intervalMs = 250, handle } = {}) {
  const started = Date.now();
  for (;;) {
    if (handle?.exitInfo) {
      throw new Error(
        `${handle.name} exited (${handle.exitInfo.signal ?? handle.exitInfo.code}) while waiting for ${what}; last log lines:\n${logTail(handle)}`,
      );
    }
    const value = await Promise.resolve()
      .then(check)
      .catch(() => undefined);
    if (value) return value;
    if (Date.now() - started > timeoutMs) {
      const tail = handle ? `; last log lines of ${handle.name}:\n${logTail(handle)}` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${tail}`);
    }
    await sleep(intervalMs);
  }
}

/**
 * True when `url` answers 2xx within 2 s.
 * @param {string} url
 * @returns {Promise<boolean>}
 */
export const httpOk = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    async (res) => {
      await res.arrayBuffer();
      return res.ok;
    },
    () => false,
  );

/**
 * True once something on host:port speaks first with a NATS INFO line.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function natsAnswers(port) {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    /** @param {boolean} ok */
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('data', (chunk) => finish(chunk.toString().startsWith('INFO ')));
  });
}
