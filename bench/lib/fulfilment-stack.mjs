// The processes the check-in bench needs, from dist/ on private ports: a private nats-server, the SMTP and
// WhatsApp stand-ins, payment-service (its outbox relay publishes payment.completed), attendance-service,
// notification-service and the gateway. Same isolation rules as lib/stack.mjs: own database, own BullMQ prefix,
// own NATS server, only 127.0.0.1, a clean environment.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
import { baseEnv, NATS_SERVER, root } from './stack.mjs';

const apps = {
  smtp: 'dist/tools/stand-ins/smtp-sink.js',
  whatsapp: 'dist/tools/stand-ins/whatsapp-sink.js',
  payment: 'dist/apps/payment-service/src/main.js',
  attendance: 'dist/apps/attendance-service/src/main.js',
  notification: 'dist/apps/notification-service/src/main.js',
  gateway: 'dist/apps/gateway/src/main.js',
};

export function assertFulfilmentBuilt() {
  const missing = Object.values(apps).filter((path) => !existsSync(join(root, path)));
  if (missing.length)
    throw new Error(`not built (run node scripts/build-server.mjs): missing ${missing.join(', ')}`);
  if (!existsSync(NATS_SERVER)) throw new Error(`${NATS_SERVER} not found (set BENCH_NATS_SERVER)`);
}

/**
 * options: { databaseUrl, redisUrl, queuePrefix, logDir, logLevel, jwtSecret, ticketSecret }
 * Returns { ports, gatewayUrl, smtpHttpUrl, whatsappUrl, pids(), alive(), stop() }.
 */
export async function startFulfilmentStack(options) {
  assertFulfilmentBuilt();
  mkdirSync(options.logDir, { recursive: true });
  const ports = await freePorts([
    'nats',
    'smtp',
    'smtpHttp',
    'whatsapp',
    'payment',
    'attendance',
    'notification',
    'gateway',
  ]);
  const env = baseEnv(options, ports);
  const processes = {};
  const node = (name, main, extra) =>
    spawnManaged(name, process.execPath, ['--enable-source-maps', join(root, main)], {
      cwd: root,
      env: { ...env, ...extra },
      logFile: join(options.logDir, `${name}.log`),
    });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const group of [
      ['gateway'],
      ['payment', 'attendance', 'notification'],
      ['smtp', 'whatsapp', 'nats'],
    ]) {
      await Promise.all(group.map((name) => stopManaged(processes[name])));
    }
  };
  const removeCleanup = onCleanup(stop);
  try {
    processes.nats = spawnManaged('nats-server', NATS_SERVER, ['-a', '127.0.0.1', '-p', String(ports.nats)], {
      cwd: root,
      env: { PATH: env.PATH },
      logFile: join(options.logDir, 'nats-server.log'),
    });
    processes.smtp = node('smtp-sink', apps.smtp, {
      SMTP_SINK_PORT: String(ports.smtp),
      SMTP_SINK_HTTP_PORT: String(ports.smtpHttp),
    });
    processes.whatsapp = node('whatsapp-sink', apps.whatsapp, { WHATSAPP_SINK_PORT: String(ports.whatsapp) });
    await waitFor('nats-server', () => natsAnswers(ports.nats), {
      timeoutMs: 15_000,
      handle: processes.nats,
    });
    await waitFor('smtp-sink', () => httpOk(`http://127.0.0.1:${ports.smtpHttp}/messages`), {
      timeoutMs: 30_000,
      handle: processes.smtp,
    });
    await waitFor('whatsapp-sink', () => httpOk(`http://127.0.0.1:${ports.whatsapp}/health`), {
      timeoutMs: 30_000,
      handle: processes.whatsapp,
    });
    processes.payment = node('payment-service', apps.payment, {
      PORT: String(ports.payment),
      PAYMENT_PROVIDER: 'sandbox',
    });
    processes.attendance = node('attendance-service', apps.attendance, {
      PORT: String(ports.attendance),
      TICKET_SIGNING_SECRET: options.ticketSecret,
    });
    processes.notification = node('notification-service', apps.notification, {
      PORT: String(ports.notification),
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      WHATSAPP_PROVIDER: 'webhook',
      WHATSAPP_WEBHOOK_URL: `http://127.0.0.1:${ports.whatsapp}/webhook`,
    });
    processes.gateway = node('gateway', apps.gateway, {
      PORT: String(ports.gateway),
      // Nobody scrapes a bench's gateway: any free port, so it never meets another gateway's /metrics port.
      METRICS_PORT: '0',
      JWT_SECRET: options.jwtSecret,
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST_DIR: join(root, 'dist/apps/web'),
    });
    await Promise.all(
      ['payment', 'attendance', 'notification', 'gateway'].map((name) =>
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
    log(`fulfilment stack ready: gateway on ${ports.gateway}`);
  } catch (error) {
    await stop();
    removeCleanup();
    throw error;
  }
  return {
    ports,
    gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
    smtpHttpUrl: `http://127.0.0.1:${ports.smtpHttp}`,
    whatsappUrl: `http://127.0.0.1:${ports.whatsapp}`,
    pids: () =>
      Object.fromEntries(
        Object.values(processes)
          .map((handle) => [handle.name, childPid(handle.child.pid)])
          .filter(([, pid]) => pid),
      ),
    alive: () => Object.values(processes).every((handle) => !handle.exitInfo),
    stop: async () => {
      await stop();
      removeCleanup();
    },
  };
}
