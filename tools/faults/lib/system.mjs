// The whole system from the dist/ snapshot, under `npm start`'s supervisor (tools/supervisor): the stand-ins, every
// service once, registration-service and the gateway twice, and the balancer in front of the two gateways. A
// process killed by a fault is restarted by the supervisor, as in production by the kubelet or npm start.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { systemEnv } from '../../../libs/testing/src/system-env.ts';
import { freePorts, httpOk, onCleanup, sleep, waitFor } from '../../../bench/lib/procs.mjs';
import { startBalancer } from './balancer.mjs';

/** The apps a fault can kill, with their entry point; `-1`/`-2` are replicas of one app. */
export const APPS = {
  'registration-1': 'dist/apps/registration-service/src/main.js',
  'registration-2': 'dist/apps/registration-service/src/main.js',
  payment: 'dist/apps/payment-service/src/main.js',
  attendance: 'dist/apps/attendance-service/src/main.js',
  leads: 'dist/apps/leads-service/src/main.js',
  notification: 'dist/apps/notification-service/src/main.js',
  'gateway-1': 'dist/apps/gateway/src/main.js',
  'gateway-2': 'dist/apps/gateway/src/main.js',
};
const GATEWAYS = ['gateway-1', 'gateway-2'];
const STAND_INS = {
  'smtp-sink': 'dist/tools/stand-ins/smtp-sink.js',
  'whatsapp-sink': 'dist/tools/stand-ins/whatsapp-sink.js',
  'graph-api': 'dist/tools/stand-ins/graph-api-stand-in.js',
};
/** A supervisor line about a process that ended (not the process's own output). */
const SUPERVISOR_LINE = /^\S+\s+\| (killed by \S+|exit code \S+) after /;

/**
 * options: { distRoot, logDir, databaseUrl, redisUrl, natsUrl, queuePrefix, logLevel, ticketSecret? }.
 * Returns { baseUrl, mailUrl, whatsappUrl, ticketSecret, env, ports, balancer, supervisorLines, status(), kill(name),
 * waitReady(names?, timeoutMs), waitServing(timeoutMs), stop() }.
 */
export async function startSystem(options) {
  const ports = await freePorts([
    'smtp',
    'smtpHttp',
    'whatsapp',
    'graphApi',
    ...Object.keys(APPS),
    // Each gateway replica serves /metrics on a port of its own.
    ...GATEWAYS.map((name) => `${name}-metrics`),
  ]);
  const balancer = await startBalancer([ports['gateway-1'], ports['gateway-2']]);
  const graphApiToken = randomBytes(24).toString('base64url');
  // A restored database needs the secret its tickets were signed with (the restore drill passes it on).
  const ticketSecret = options.ticketSecret ?? randomBytes(32).toString('base64url');
  const env = {
    ...systemEnv({
      path: process.env.PATH,
      databaseUrl: options.databaseUrl,
      redisUrl: options.redisUrl,
      natsUrl: options.natsUrl,
      queuePrefix: options.queuePrefix,
      jwtSecret: randomBytes(32).toString('base64url'),
      ticketSigningSecret: ticketSecret,
      webDistDir: join(options.distRoot, 'dist/apps/web'),
      smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
      publicBaseUrl: balancer.url,
      whatsappWebhookUrl: `http://127.0.0.1:${ports.whatsapp}/webhook`,
      graphApiUrl: `http://127.0.0.1:${ports.graphApi}`,
      graphApiToken,
      metaAppSecret: randomBytes(24).toString('base64url'),
      metaVerifyToken: randomBytes(12).toString('base64url'),
    }),
    LOG_LEVEL: options.logLevel,
    // The load is honest visitors from 49 addresses: no general rate limit, no proof of work (README, "Limits that
    // protect the sale window"); the per-contact hold budget stays on (every submission has its own contact).
    RATE_LIMIT_PER_MINUTE: '100000000',
    CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR: '100000000',
    CHALLENGE_SEATS_LEFT_MIN: '0',
    CHALLENGE_SEATS_LEFT_PERCENT: '0',
  };
  const standInEnv = {
    'smtp-sink': { SMTP_SINK_PORT: String(ports.smtp), SMTP_SINK_HTTP_PORT: String(ports.smtpHttp) },
    'whatsapp-sink': { WHATSAPP_SINK_PORT: String(ports.whatsapp) },
    'graph-api': { GRAPH_API_STAND_IN_PORT: String(ports.graphApi), GRAPH_API_STAND_IN_TOKEN: graphApiToken },
  };
  const log = createWriteStream(join(options.logDir, 'system.log'), { flags: 'a' });
  const supervisorLines = [];
  const { Supervisor } = createRequire(import.meta.url)(
    join(options.distRoot, 'dist/tools/supervisor/supervisor.js'),
  );
  const app = (name, main, extra) => ({
    name,
    command: process.execPath,
    args: ['--enable-source-maps', join(options.distRoot, main)],
    env: { ...env, ...extra },
    cwd: options.distRoot,
  });
  const supervisor = new Supervisor(
    [
      ...Object.entries(STAND_INS).map(([name, main]) => app(name, main, standInEnv[name])),
      ...Object.entries(APPS).map(([name, main]) =>
        app(name, main, {
          PORT: String(ports[name]),
          ...(GATEWAYS.includes(name) && { METRICS_PORT: String(ports[`${name}-metrics`]) }),
        }),
      ),
    ],
    undefined,
    (line) => {
      const stamped = `${new Date().toISOString().slice(11, 23)} ${line}`;
      log.write(`${stamped}\n`);
      if (SUPERVISOR_LINE.test(line)) supervisorLines.push(stamped);
    },
  );
  supervisor.start();
  const killAll = () => {
    for (const { pid } of supervisor.status()) if (pid) process.kill(pid, 'SIGKILL');
  };
  process.on('exit', killAll);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await supervisor.stop();
    await balancer.stop();
    process.off('exit', killAll);
    log.end();
  };
  onCleanup(stop);

  const probes = {
    'smtp-sink': `http://127.0.0.1:${ports.smtpHttp}/messages?summary=1`,
    'whatsapp-sink': `http://127.0.0.1:${ports.whatsapp}/health`,
    'graph-api': `http://127.0.0.1:${ports.graphApi}/health`,
    ...Object.fromEntries(
      Object.keys(APPS).map((name) => [name, `http://127.0.0.1:${ports[name]}/health/ready`]),
    ),
  };
  const stateOf = (name) => supervisor.status().find((entry) => entry.name === name);
  /** Resolves once every named app answers ready; fails if one is left down by the supervisor. */
  const waitReady = async (names = Object.keys(probes), timeoutMs = 120_000) => {
    await Promise.all(
      names.map((name) =>
        waitFor(
          `${name} ready`,
          () => {
            if (stateOf(name)?.state === 'given-up')
              throw new Error(`${name} was left down by the supervisor`);
            return httpOk(probes[name]);
          },
          { timeoutMs, intervalMs: 200 },
        ),
      ),
    );
  };
  /**
   * Resolves once each gateway answers a request that crosses NATS to a service (GET /api/seats): readiness says
   * nothing of NATS, so after a NATS restart "ready" is not yet "serving".
   */
  const waitServing = (timeoutMs = 60_000) =>
    Promise.all(
      ['gateway-1', 'gateway-2'].map((name) =>
        waitFor(`${name} serving`, () => httpOk(`http://127.0.0.1:${ports[name]}/api/seats`), {
          timeoutMs,
          intervalMs: 100,
        }),
      ),
    );
  try {
    await waitReady(Object.keys(probes), 180_000);
  } catch (error) {
    throw new Error(`${error.message} (see ${join(options.logDir, 'system.log')})`);
  }

  return {
    baseUrl: balancer.url,
    mailUrl: `http://127.0.0.1:${ports.smtpHttp}`,
    whatsappUrl: `http://127.0.0.1:${ports.whatsapp}`,
    ticketSecret,
    env,
    ports,
    balancer,
    supervisorLines,
    status: () => supervisor.status(),
    /** kill -9 of one app; resolves with the pid that was killed. */
    kill: async (name) => {
      const entry = stateOf(name);
      if (!entry?.pid) throw new Error(`${name} is not running (${entry?.state})`);
      process.kill(entry.pid, 'SIGKILL');
      // The supervisor sees the exit on its next tick; wait until it no longer reports the dead pid as running.
      while (stateOf(name)?.pid === entry.pid) await sleep(20);
      return entry.pid;
    },
    waitReady,
    waitServing,
    stop,
  };
}
