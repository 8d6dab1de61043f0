import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client, Pool } from 'pg';
import { systemEnv } from '@eventdesk/testing';
import { freePort, waitFor } from './ports';
import { RunningProcess } from './processes';
import type { StoredMail } from '@eventdesk/stand-ins';

const ROOT = resolve(__dirname, '../../../..');
const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const NODE = process.execPath;

export const APPS = [
  'registration-service',
  'payment-service',
  'attendance-service',
  'leads-service',
  'notification-service',
  'gateway',
] as const;
export type AppName = (typeof APPS)[number];

export interface Stack {
  baseUrl: string;
  databaseUrl: string;
  mailUrl: string;
  /** The WhatsApp stand-in (GET /messages, POST /control {failNext}). */
  whatsappUrl: string;
  /** The Graph API stand-in (POST /control/leads, GET /requests, POST /control {failNext}); token: graphApiToken. */
  graphApiUrl: string;
  graphApiToken: string;
  /** Meta's app secret (the HMAC key of X-Hub-Signature-256) and the webhook verify token the gateway accepts. */
  metaAppSecret: string;
  metaVerifyToken: string;
  db: Pool;
  app(name: AppName): RunningProcess;
  /** An app's Prometheus endpoint: a service's own PORT, the gateway's METRICS_PORT (never its public port). */
  metricsUrl(name: AppName): string;
  /** Starts an app again with the same command, environment and port (after a test stopped or killed it). */
  restartApp(name: AppName): Promise<RunningProcess>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  stop(): Promise<void>;
}

async function recreateDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

async function ready(url: string): Promise<boolean> {
  const response = await fetch(url).catch(() => undefined);
  return response?.ok ?? false;
}

/**
 * The whole system as real processes from dist/, isolated from anything else on the machine: its own database,
 * its own NATS and Redis servers (so Redis can be stopped and started by a fault test), its own SMTP stand-in.
 */
/** `envOverrides` replace or add variables of every app (e.g. a longer RPC_TIMEOUT_MS for a load test). */
export async function startStack(label: string, envOverrides: NodeJS.ProcessEnv = {}): Promise<Stack> {
  if (!existsSync(resolve(ROOT, 'dist/apps/gateway/src/main.js'))) {
    throw new Error('run `npm run build` before the e2e tests');
  }
  // The pid keeps two runs of the same suite on one machine apart.
  const database = `eventdesk_e2e_${label}_${process.pid}`;
  await recreateDatabase(database);
  const [natsPort, redisPort, smtpPort, mailPort, gatewayPort, gatewayMetricsPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const processes: RunningProcess[] = [];
  const apps = new Map<AppName, RunningProcess>();

  const nats = new RunningProcess(
    'nats',
    '/usr/sbin/nats-server',
    ['-a', '127.0.0.1', '-p', String(natsPort)],
    process.env,
    ROOT,
  );
  processes.push(nats);
  let redis = startRedisServer(redisPort);
  const smtp = new RunningProcess(
    'smtp-sink',
    NODE,
    [resolve(ROOT, 'dist/tools/stand-ins/smtp-sink.js')],
    { ...process.env, SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(mailPort) },
    ROOT,
  );
  processes.push(smtp);
  const mailUrl = `http://127.0.0.1:${mailPort}`;
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitFor('smtp stand-in', () => ready(`${mailUrl}/messages`));
  const whatsappPort = await freePort();
  const whatsapp = new RunningProcess(
    'whatsapp-sink',
    NODE,
    [resolve(ROOT, 'dist/tools/stand-ins/whatsapp-sink.js')],
    { ...process.env, WHATSAPP_SINK_PORT: String(whatsappPort) },
    ROOT,
  );
  processes.push(whatsapp);
  const whatsappUrl = `http://127.0.0.1:${whatsappPort}`;
  await waitFor('whatsapp stand-in', () => ready(`${whatsappUrl}/health`));
  const graphApiPort = await freePort();
  const graphApiToken = randomBytes(24).toString('base64url');
  const graphApi = new RunningProcess(
    'graph-api-stand-in',
    NODE,
    [resolve(ROOT, 'dist/tools/stand-ins/graph-api-stand-in.js')],
    {
      ...process.env,
      GRAPH_API_STAND_IN_PORT: String(graphApiPort),
      GRAPH_API_STAND_IN_TOKEN: graphApiToken,
    },
    ROOT,
  );
  processes.push(graphApi);
  const graphApiUrl = `http://127.0.0.1:${graphApiPort}`;
  await waitFor('graph api stand-in', () => ready(`${graphApiUrl}/health`));
  const metaAppSecret = randomBytes(24).toString('base64url');
  const metaVerifyToken = randomBytes(12).toString('base64url');

  const env: NodeJS.ProcessEnv = {
    ...systemEnv({
      path: process.env.PATH,
      databaseUrl: `${PG_URL}/${database}`,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      natsUrl: `nats://127.0.0.1:${natsPort}`,
      queuePrefix: `e2e-${label}-${process.pid}`,
      jwtSecret: randomBytes(32).toString('base64url'),
      ticketSigningSecret: randomBytes(32).toString('base64url'),
      webDistDir: resolve(ROOT, 'dist/apps/web'),
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      publicBaseUrl: baseUrl,
      whatsappWebhookUrl: `${whatsappUrl}/webhook`,
      graphApiUrl,
      graphApiToken,
      metaAppSecret,
      metaVerifyToken,
    }),
    ...envOverrides,
  };
  const ports = new Map<AppName, number>();
  const launch = (name: AppName): RunningProcess => {
    const app = new RunningProcess(
      name,
      NODE,
      ['--enable-source-maps', resolve(ROOT, `dist/apps/${name}/src/main.js`)],
      // The gateway's /metrics port is its own too: stacks of parallel test files share the machine.
      {
        ...env,
        PORT: String(ports.get(name)),
        ...(name === 'gateway' && { METRICS_PORT: String(gatewayMetricsPort) }),
      },
      ROOT,
    );
    apps.set(name, app);
    processes.push(app);
    return app;
  };
  for (const name of APPS) {
    ports.set(name, name === 'gateway' ? gatewayPort : await freePort());
    launch(name);
  }
  try {
    for (const name of APPS) {
      await waitFor(
        `${name} ready`,
        async () => {
          const app = apps.get(name);
          if (app?.exited) {
            throw new Error(`${name} exited:\n${app.lines.slice(-20).join('\n')}`);
          }
          return ready(`http://127.0.0.1:${ports.get(name)}/health/ready`);
        },
        45_000,
      );
    }
  } catch (error) {
    await Promise.all([...processes, redis].map((p) => p.stop('SIGKILL')));
    throw error;
  }
  const db = new Pool({ connectionString: `${PG_URL}/${database}`, max: 3 });

  return {
    baseUrl,
    databaseUrl: `${PG_URL}/${database}`,
    mailUrl,
    whatsappUrl,
    graphApiUrl,
    graphApiToken,
    metaAppSecret,
    metaVerifyToken,
    db,
    restartApp: async (name) => {
      await apps.get(name)?.stop();
      const app = launch(name);
      await waitFor(
        `${name} ready again`,
        async () => {
          if (app.exited) {
            throw new Error(`${name} exited:\n${app.lines.slice(-20).join('\n')}`);
          }
          return ready(`http://127.0.0.1:${ports.get(name)}/health/ready`);
        },
        45_000,
      );
      return app;
    },
    metricsUrl: (name) =>
      `http://127.0.0.1:${name === 'gateway' ? gatewayMetricsPort : ports.get(name)}/metrics`,
    app: (name) => {
      const app = apps.get(name);
      if (!app) {
        throw new Error(`no app ${name}`);
      }
      return app;
    },
    stopRedis: () => redis.stop(),
    startRedis: async () => {
      redis = startRedisServer(redisPort);
      await waitFor('redis restarted', () =>
        ready(`http://127.0.0.1:${ports.get('registration-service')}/health/ready`),
      );
    },
    stop: async () => {
      await db.end();
      await Promise.all([...processes, redis].map((p) => p.stop()));
      await dropDatabase(database);
    },
  };
}

function startRedisServer(port: number): RunningProcess {
  return new RunningProcess(
    'redis',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    process.env,
    ROOT,
  );
}

/** What the SMTP stand-in's GET /messages lists: parsed (subject, decoded text part) and raw. */
export type SunkMail = StoredMail;

export async function sunkMail(stack: Stack): Promise<SunkMail[]> {
  const response = await fetch(`${stack.mailUrl}/messages`);
  return (await response.json()) as SunkMail[];
}
