// The smallest stack that serves the public pages: a private nats-server, registration-service (event settings)
// and the gateway (API + the built web app), from dist/, on free ports, with their own database and BullMQ
// prefix. No e-mail is sent by page views, so notification-service and the SMTP stand-in are not needed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  freePorts,
  httpOk,
  log,
  natsAnswers,
  onCleanup,
  spawnManaged,
  stopManaged,
  waitFor,
} from './procs.mjs';
import { NATS_SERVER, root } from './stack.mjs';

const PG_SERVER = 'postgres://postgres@127.0.0.1:5432';
const mains = {
  registration: 'dist/apps/registration-service/src/main.js',
  gateway: 'dist/apps/gateway/src/main.js',
};

/** The built web app: dist/apps/web, or LIGHTHOUSE_WEB_DIST (a private build others' rebuilds cannot touch). */
export const webDistDir = () => resolve(root, process.env.LIGHTHOUSE_WEB_DIST ?? 'dist/apps/web');

/** Throws, naming what is missing, unless back end and web app were built into dist/. */
export function assertWebBuilt() {
  const missing = [
    ...Object.values(mains).map((path) => join(root, path)),
    join(webDistDir(), 'index.html'),
  ].filter((path) => !existsSync(path));
  if (missing.length) throw new Error(`not built (run npm run build): missing ${missing.join(', ')}`);
  if (!existsSync(NATS_SERVER)) throw new Error(`${NATS_SERVER} not found (set BENCH_NATS_SERVER)`);
}

async function recreateDatabase(name) {
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
 * options: { database, queuePrefix, logDir, redisUrl? }. Returns { baseUrl, stop() }; every process is also
 * stopped by the bench's clean-up on error, signal or deadline.
 */
export async function startWebStack({ database, queuePrefix, logDir, redisUrl = 'redis://127.0.0.1:6379' }) {
  assertWebBuilt();
  mkdirSync(logDir, { recursive: true });
  await recreateDatabase(database);
  const ports = await freePorts(['nats', 'registration', 'gateway']);
  const baseUrl = `http://127.0.0.1:${ports.gateway}`;
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    DATABASE_URL: `${PG_SERVER}/${database}`,
    REDIS_URL: redisUrl,
    NATS_URL: `nats://127.0.0.1:${ports.nats}`,
    QUEUE_PREFIX: queuePrefix,
    MIGRATE_ON_START: 'true',
    PUBLIC_BASE_URL: baseUrl,
    // Production mode on one machine: the guard that refuses a local public address is told so.
    ALLOW_LOCAL_BASE_URL: 'true',
    SMTP_URL: 'smtp://127.0.0.1:1',
  };
  const processes = {};
  const logFile = (name) => join(logDir, `${name}.log`);
  const node = (name, main, extra) =>
    spawnManaged(name, process.execPath, [join(root, main)], {
      cwd: root,
      env: { ...env, ...extra },
      logFile: logFile(name),
    });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const name of ['gateway', 'registration', 'nats']) await stopManaged(processes[name]);
  };
  const removeCleanup = onCleanup(stop);
  try {
    processes.nats = spawnManaged('nats-server', NATS_SERVER, ['-a', '127.0.0.1', '-p', String(ports.nats)], {
      cwd: root,
      env: { PATH: env.PATH },
      logFile: logFile('nats-server'),
    });
    await waitFor('nats-server', () => natsAnswers(ports.nats), {
      timeoutMs: 15_000,
      handle: processes.nats,
    });
    processes.registration = node('registration-service', mains.registration, {
      PORT: String(ports.registration),
    });
    processes.gateway = node('gateway', mains.gateway, {
      PORT: String(ports.gateway),
      // Nobody scrapes a bench's gateway: any free port, so it never meets another gateway's /metrics port.
      METRICS_PORT: '0',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      // Audits load many pages from one address in a short time.
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST_DIR: webDistDir(),
    });
    for (const name of ['registration', 'gateway']) {
      await waitFor(
        `${processes[name].name} /health/ready`,
        () => httpOk(`http://127.0.0.1:${ports[name]}/health/ready`),
        {
          timeoutMs: 90_000,
          handle: processes[name],
        },
      );
    }
    // The pages read the event settings: wait until the gateway can answer them over NATS.
    await waitFor('GET /api/settings', () => httpOk(`${baseUrl}/api/settings`), { timeoutMs: 30_000 });
    log(`web stack ready at ${baseUrl} (database ${database}, logs in ${logDir})`);
  } catch (error) {
    await stop();
    removeCleanup();
    throw error;
  }
  return {
    baseUrl,
    stop: async () => {
      await stop();
      removeCleanup();
    },
  };
}
