// @ts-check
// The one way the benches start eventdesk: the apps from dist/ on private ports, with a private nats-server and the
// stand-ins they need. A variant names the apps (full: registration + notification + gateway; fulfilment: payment +
// attendance + notification + gateway; web: registration + gateway). Nothing here talks to another running
// eventdesk: own database, own BullMQ prefix, own NATS server, only 127.0.0.1, a clean environment.
import { randomBytes } from 'node:crypto';
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

/** @typedef {'smtp' | 'whatsapp'} StandIn */
/** @typedef {'registration' | 'notification' | 'leads' | 'payment' | 'attendance'} Service */
/** @typedef {'full' | 'fulfilment' | 'web'} StackVariant */

/** @type {Record<StandIn | Service | 'gateway', string>} */
const mains = {
  smtp: 'dist/tools/stand-ins/smtp-sink.js',
  whatsapp: 'dist/tools/stand-ins/whatsapp-sink.js',
  registration: 'dist/apps/registration-service/src/main.js',
  notification: 'dist/apps/notification-service/src/main.js',
  leads: 'dist/apps/leads-service/src/main.js',
  payment: 'dist/apps/payment-service/src/main.js',
  attendance: 'dist/apps/attendance-service/src/main.js',
  gateway: 'dist/apps/gateway/src/main.js',
};

/** @type {Record<StackVariant, { standIns: StandIn[], services: Service[] }>} */
const variants = {
  full: { standIns: ['smtp'], services: ['registration', 'notification'] },
  fulfilment: { standIns: ['smtp', 'whatsapp'], services: ['payment', 'attendance', 'notification'] },
  // Page views send no e-mail: no notification-service, no SMTP stand-in.
  web: { standIns: [], services: ['registration'] },
};

/**
 * @typedef {object} StackOptions
 * @property {string} databaseUrl
 * @property {string} redisUrl
 * @property {string} queuePrefix
 * @property {string} logDir
 * @property {string} [logLevel] the apps' LOG_LEVEL (default warn)
 * @property {number} [rateLimitPerMinute] the gateway's per-address limits (default: far above any load)
 * @property {Service[]} [extraServices] services beyond the variant's (leads-service for the leads bench,
 *   payment-service for the staff export, which reads the payment facts)
 * @property {string} [jwtSecret] default: random
 * @property {string} [ticketSecret] attendance-service's TICKET_SIGNING_SECRET (fulfilment variant)
 * @property {boolean} [livePayments] payment-service on the live provider (ccavenue, with placeholder credentials no
 *   page view uses) instead of the sandbox: what a production visitor meets, without the trial deployment's banner
 */

/**
 * @typedef {object} Stack
 * @property {Record<string, number>} ports
 * @property {string} gatewayUrl
 * @property {string} smtpHttpUrl
 * @property {string} whatsappUrl
 * @property {string} natsUrl
 * @property {() => Record<string, number>} pids the pids of the apps themselves (not their guards), for CPU accounting
 * @property {() => boolean} alive true while every process of the stack is running
 * @property {() => Promise<void>} stop
 */

/** The built web app: dist/apps/web, or LIGHTHOUSE_WEB_DIST (a private build others' rebuilds cannot touch). */
export const webDistDir = () => resolve(root, process.env.LIGHTHOUSE_WEB_DIST ?? 'dist/apps/web');

/**
 * @param {StackVariant} variant
 * @param {{ extraServices?: Service[] }} [options]
 */
function appsOf(variant, { extraServices = [] } = {}) {
  const { standIns, services } = variants[variant];
  return { standIns, services: [...services, ...extraServices.filter((name) => !services.includes(name))] };
}

/**
 * Throws, naming what is missing, unless the apps of `variant` (and for `web` the web app) were built into dist/.
 * @param {StackVariant} variant
 * @param {{ extraServices?: Service[] }} [options]
 */
export function assertBuilt(variant, options) {
  const { standIns, services } = appsOf(variant, options);
  const paths = [...standIns, ...services, 'gateway'].map((name) =>
    join(root, mains[/** @type {keyof typeof mains} */ (name)]),
  );
  if (variant === 'web') paths.push(join(webDistDir(), 'index.html'));
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length) throw new Error(`not built (run npm run build): missing ${missing.join(', ')}`);
  if (!existsSync(NATS_SERVER)) throw new Error(`${NATS_SERVER} not found (set BENCH_NATS_SERVER)`);
}

/**
 * A clean environment for the apps: only what they read, so a developer's shell (.env, MIGRATE_ON_START=false,
 * RPC_TIMEOUT_MS, NODE_OPTIONS...) cannot change what is measured.
 * @param {StackOptions} options
 * @param {Record<string, number>} ports
 * @returns {Record<string, string>}
 */
function baseEnv(options, ports) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    LOG_LEVEL: options.logLevel ?? 'warn',
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
    // Without the SMTP stand-in nothing listens here; with it, notification-service gets its address below.
    SMTP_URL: 'smtp://127.0.0.1:1',
  };
}

/**
 * What each app reads beyond the base environment.
 * @param {StandIn | Service | 'gateway'} name
 * @param {Record<string, number>} ports
 * @param {StackOptions & { standIns: StandIn[] }} options
 * @returns {Record<string, string>}
 */
function appEnv(name, ports, options) {
  const rateLimit = String(options.rateLimitPerMinute ?? 100_000_000);
  switch (name) {
    case 'smtp':
      return { SMTP_SINK_PORT: String(ports.smtp), SMTP_SINK_HTTP_PORT: String(ports.smtpHttp) };
    case 'whatsapp':
      return { WHATSAPP_SINK_PORT: String(ports.whatsapp) };
    case 'payment':
      return {
        PORT: String(ports.payment),
        ...(options.livePayments
          ? {
              PAYMENT_PROVIDER: 'ccavenue',
              CCAVENUE_MERCHANT_ID: 'bench-merchant',
              CCAVENUE_ACCESS_CODE: randomBytes(12).toString('hex'),
              CCAVENUE_WORKING_KEY: randomBytes(16).toString('hex'),
            }
          : { PAYMENT_PROVIDER: 'sandbox' }),
      };
    case 'attendance':
      return { PORT: String(ports.attendance), TICKET_SIGNING_SECRET: options.ticketSecret ?? '' };
    case 'notification':
      return {
        PORT: String(ports.notification),
        ...(options.standIns.includes('smtp') ? { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` } : {}),
        ...(options.standIns.includes('whatsapp')
          ? {
              WHATSAPP_PROVIDER: 'webhook',
              WHATSAPP_WEBHOOK_URL: `http://127.0.0.1:${ports.whatsapp}/webhook`,
            }
          : {}),
      };
    case 'leads':
      return {
        PORT: String(ports.leads),
        // Production refuses the local Graph API stand-in; no bench sends webhooks, so Meta is never called.
        META_GRAPH_API_URL: 'https://graph.facebook.com',
        META_PAGE_ACCESS_TOKEN: '',
      };
    case 'gateway':
      return {
        PORT: String(ports.gateway),
        // Nobody scrapes a bench's gateway: any free port, so it never meets another gateway's /metrics port.
        METRICS_PORT: '0',
        JWT_SECRET: options.jwtSecret ?? randomBytes(32).toString('base64url'),
        RATE_LIMIT_PER_MINUTE: rateLimit,
        LEAD_UPLOAD_RATE_LIMIT_PER_MINUTE: rateLimit,
        // The benches measure the honest path without the seat-hold proof of work: their hundreds of registrations
        // a second come from 49 loopback addresses, not the thousands of a real crowd, and the rush sells packages
        // out. (Seats-left 0/0 is refused in production unless ALLOW_LOCAL_BASE_URL, which only these runs set.)
        CHALLENGE_HOLDS_PER_ADDRESS_PER_HOUR: rateLimit,
        CHALLENGE_SEATS_LEFT_MIN: '0',
        CHALLENGE_SEATS_LEFT_PERCENT: '0',
        WEB_DIST_DIR: webDistDir(),
      };
    default:
      return { PORT: String(ports[name]) };
  }
}

/** @type {Record<StandIn, (ports: Record<string, number>) => string>} */
const standInReady = {
  smtp: (ports) => `http://127.0.0.1:${ports.smtpHttp}/messages`,
  whatsapp: (ports) => `http://127.0.0.1:${ports.whatsapp}/health`,
};

/**
 * Where the eventdesk processes write their CPU profiles when BENCH_CPU_PROFILE=1 (bench/lib/cpu-profile-preload.cjs),
 * created on first use; null when profiling is off.
 * @param {string} logDir
 * @returns {string | null}
 */
export function cpuProfileDir(logDir) {
  if (process.env.BENCH_CPU_PROFILE !== '1') return null;
  const dir = join(logDir, 'cpu-profiles');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Starts the apps of `variant` and waits until every part answers (NATS INFO, the stand-ins, /health/ready, and
 * with registration-service the settings through the gateway). Stopped by stop(), or by the bench's clean-up on
 * error, signal or deadline.
 * @param {StackVariant} variant
 * @param {StackOptions} options
 * @returns {Promise<Stack>}
 */
export async function startStack(variant, options) {
  const { standIns, services } = appsOf(variant, options);
  assertBuilt(variant, options);
  mkdirSync(options.logDir, { recursive: true });
  const ports = await freePorts([
    'nats',
    ...standIns.flatMap((name) => (name === 'smtp' ? ['smtp', 'smtpHttp'] : [name])),
    ...services,
    'gateway',
  ]);
  const env = baseEnv(options, ports);
  /** @type {Record<string, import('./procs.mjs').ManagedProcess>} */
  const processes = {};
  /** @param {string} name */
  const logFile = (name) => join(options.logDir, `${name}.log`);
  /** @param {StandIn | Service | 'gateway'} name */
  const node = (name) => {
    const label =
      name === 'gateway'
        ? name
        : `${name}-${standIns.includes(/** @type {StandIn} */ (name)) ? 'sink' : 'service'}`;
    const profileDir = cpuProfileDir(options.logDir);
    const profiling = profileDir
      ? {
          args: ['--require', join(root, 'bench/lib/cpu-profile-preload.cjs')],
          env: { BENCH_CPU_PROFILE_DIR: profileDir, BENCH_CPU_PROFILE_LABEL: label },
        }
      : { args: [], env: {} };
    return spawnManaged(
      label,
      process.execPath,
      ['--enable-source-maps', ...profiling.args, join(root, mains[name])],
      {
        cwd: root,
        env: { ...env, ...appEnv(name, ports, { ...options, standIns }), ...profiling.env },
        logFile: logFile(label),
      },
    );
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Gateway first (no new work), then the services, then what they depend on.
    for (const group of [['gateway'], services, [...standIns, 'nats']]) {
      await Promise.all(group.map((name) => stopManaged(processes[name])));
    }
  };
  const removeCleanup = onCleanup(stop);

  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  try {
    processes.nats = spawnManaged('nats-server', NATS_SERVER, ['-a', '127.0.0.1', '-p', String(ports.nats)], {
      cwd: root,
      env: { PATH: env.PATH },
      logFile: logFile('nats-server'),
    });
    for (const name of standIns) processes[name] = node(name);
    await waitFor('nats-server', () => natsAnswers(ports.nats), {
      timeoutMs: 15_000,
      handle: processes.nats,
    });
    for (const name of standIns) {
      await waitFor(processes[name].name, () => httpOk(standInReady[name](ports)), {
        timeoutMs: 30_000,
        handle: processes[name],
      });
    }
    for (const name of [...services, /** @type {const} */ ('gateway')]) processes[name] = node(name);
    await Promise.all(
      [...services, 'gateway'].map((name) =>
        waitFor(
          `${processes[name].name} /health/ready`,
          () => httpOk(`http://127.0.0.1:${ports[name]}/health/ready`),
          { timeoutMs: 90_000, handle: processes[name] },
        ),
      ),
    );
    if (services.includes('registration')) {
      // The pages and the registrations read the event settings: wait until the gateway gets them over NATS.
      await waitFor('GET /api/settings', () => httpOk(`${gatewayUrl}/api/settings`), { timeoutMs: 30_000 });
    }
    log(
      `${variant} stack ready: ${[...services, 'gateway'].map((name) => `${name} on ${ports[name]}`).join(', ')} ` +
        `(logs in ${options.logDir})`,
    );
  } catch (error) {
    await stop();
    removeCleanup();
    throw error;
  }

  return {
    ports,
    gatewayUrl,
    smtpHttpUrl: `http://127.0.0.1:${ports.smtpHttp}`,
    whatsappUrl: `http://127.0.0.1:${ports.whatsapp}`,
    natsUrl: env.NATS_URL,
    pids: () =>
      Object.fromEntries(
        Object.values(processes).flatMap((handle) => {
          const pid = childPid(handle.child.pid);
          return pid ? [[handle.name, pid]] : [];
        }),
      ),
    alive: () => Object.values(processes).every((handle) => !handle.exitInfo),
    stop: async () => {
      await stop();
      removeCleanup();
    },
  };
}
