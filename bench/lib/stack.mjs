// The eventdesk stack the registration bench needs, started from dist/ on private ports: a private nats-server,
// the SMTP stand-in, registration-service, notification-service, the gateway and, on request, leads-service.
// Nothing here talks to another running eventdesk: own database, own BullMQ prefix, own NATS server, only 127.0.0.1.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { childPid } from './cpu.mjs';
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

export const root = resolve(import.meta.dirname, '../..');
export const NATS_SERVER = process.env.BENCH_NATS_SERVER ?? '/usr/sbin/nats-server';

const apps = {
  smtp: 'dist/tools/stand-ins/smtp-sink.js',
  registration: 'dist/apps/registration-service/src/main.js',
  notification: 'dist/apps/notification-service/src/main.js',
  leads: 'dist/apps/leads-service/src/main.js',
  gateway: 'dist/apps/gateway/src/main.js',
};

/** Throws, naming what is missing, unless the back end was built into dist/. */
export function assertBuilt() {
  const missing = Object.values(apps).filter((path) => !existsSync(join(root, path)));
  if (missing.length)
    throw new Error(`not built (run node scripts/build-server.mjs): missing ${missing.join(', ')}`);
  if (!existsSync(NATS_SERVER)) throw new Error(`${NATS_SERVER} not found (set BENCH_NATS_SERVER)`);
}

/**
 * A clean environment for the apps: only what they read, so a developer's shell (.env, MIGRATE_ON_START=false,
 * RPC_TIMEOUT_MS, NODE_OPTIONS...) cannot change what is measured.
 */
export function baseEnv(options, ports) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    LOG_LEVEL: options.logLevel,
    LOG_PRETTY: 'false',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    NATS_URL: `nats://127.0.0.1:${ports.nats}`,
    QUEUE_PREFIX: options.queuePrefix,
    MIGRATE_ON_START: 'true',
    PUBLIC_BASE_URL: `http://127.0.0.1:${ports.gateway}`,
    // Production mode on one machine: the guards that refuse a local address and the sandbox are told so.
    ALLOW_LOCAL_BASE_URL: 'true',
    ALLOW_TEST_PAYMENTS: 'true',
  };
}

/**
 * Starts the stack and waits until every part answers (/health/ready, the sink's /messages, NATS INFO).
 * options: { databaseUrl, redisUrl, queuePrefix, logDir, logLevel, rateLimitPerMinute, leads? (also leads-service) }
 * Returns { ports, gatewayUrl, smtpHttpUrl, natsUrl, processes, stop() }.
 */
export async function startStack(options) {
  assertBuilt();
  mkdirSync(options.logDir, { recursive: true });
  const ports = await freePorts([
    'nats',
    'smtp',
    'smtpHttp',
    'registration',
    'notification',
    'leads',
    'gateway',
  ]);
  const services = ['registration', 'notification', ...(options.leads ? ['leads'] : [])];
  const env = baseEnv(options, ports);
  const processes = {};
  const logFile = (name) => join(options.logDir, `${name}.log`);
  const node = (name, main, extra) =>
    spawnManaged(name, process.execPath, ['--enable-source-maps', join(root, main)], {
      cwd: root,
      env: { ...env, ...extra },
      logFile: logFile(name),
    });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Gateway first (no new work), then the services, then what they depend on.
    for (const group of [['gateway'], services, ['smtp', 'nats']]) {
      await Promise.all(group.map((name) => stopManaged(processes[name])));
    }
  };
  const removeCleanup = onCleanup(stop);

  try {
    processes.nats = spawnManaged('nats-server', NATS_SERVER, ['-a', '127.0.0.1', '-p', String(ports.nats)], {
      cwd: root,
      env: { PATH: env.PATH },
      logFile: logFile('nats-server'),
    });
    processes.smtp = node('smtp-sink', apps.smtp, {
      SMTP_SINK_PORT: String(ports.smtp),
      SMTP_SINK_HTTP_PORT: String(ports.smtpHttp),
    });
    await waitFor('nats-server', () => natsAnswers(ports.nats), {
      timeoutMs: 15_000,
      handle: processes.nats,
    });
    await waitFor('smtp-sink', () => httpOk(`http://127.0.0.1:${ports.smtpHttp}/messages`), {
      timeoutMs: 30_000,
      handle: processes.smtp,
    });
    log(`nats-server on ${ports.nats}, smtp-sink on ${ports.smtp} (http ${ports.smtpHttp})`);

    processes.registration = node('registration-service', apps.registration, {
      PORT: String(ports.registration),
    });
    processes.notification = node('notification-service', apps.notification, {
      PORT: String(ports.notification),
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    });
    if (options.leads) {
      processes.leads = node('leads-service', apps.leads, {
        PORT: String(ports.leads),
        // Production refuses the local Graph API stand-in; no bench sends webhooks, so Meta is never called.
        META_GRAPH_API_URL: 'https://graph.facebook.com',
        META_PAGE_ACCESS_TOKEN: '',
      });
    }
    processes.gateway = node('gateway', apps.gateway, {
      PORT: String(ports.gateway),
      // Nobody scrapes a bench's gateway: any free port, so it never meets another gateway's /metrics port.
      METRICS_PORT: '0',
      JWT_SECRET: 'bench-only-secret-not-used-for-anything-real-0123456789',
      RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute),
      LEAD_UPLOAD_RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute),
      // The benches measure the honest path without the seat-hold proof of work: their hundreds of registrations a
      // second come from 49 loopback addresses, not the thousands of a real crowd, and the rush sells packages out.
      // (Seats-left 0/0 is refused in production unless ALLOW_LOCAL_BASE_URL, which only these runs on one machine set.)
      CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR: String(options.rateLimitPerMinute),
      CHALLENGE_SEATS_LEFT_MIN: '0',
      CHALLENGE_SEATS_LEFT_PERCENT: '0',
      WEB_DIST_DIR: join(root, 'dist/apps/web'),
    });
    await Promise.all(
      [...services, 'gateway'].map((name) =>
        waitFor(
          `${processes[name].name} /health/ready`,
          () => httpOk(`http://127.0.0.1:${ports[name]}/health/ready`),
          {
            timeoutMs: 90_000,
            handle: processes[name],
          },
        ),
      ),
    );
    log(
      `registration-service on ${ports.registration}, notification-service on ${ports.notification}, ` +
        `${options.leads ? `leads-service on ${ports.leads}, ` : ''}gateway on ${ports.gateway}: ready`,
    );
  } catch (error) {
    await stop();
    removeCleanup();
    throw error;
  }

  return {
    ports,
    gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
    smtpHttpUrl: `http://127.0.0.1:${ports.smtpHttp}`,
    natsUrl: env.NATS_URL,
    processes,
    /** The pids of the apps themselves (not their guards), for CPU accounting. */
    pids: () =>
      Object.fromEntries(
        Object.values(processes)
          .map((handle) => [handle.name, childPid(handle.child.pid)])
          .filter(([, pid]) => pid),
      ),
    /** True while every process of the stack is running. */
    alive: () => Object.values(processes).every((handle) => !handle.exitInfo),
    stop: async () => {
      await stop();
      removeCleanup();
    },
  };
}
