import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CLIENT_ROUTES_FILE,
  eventConsumers,
  STAFF_USER_CHANGED,
  type ClientRoutesManifest,
  type ErrorBody,
  type LoginResponse,
  type StaffRole,
} from '@eventdesk/contracts';
import {
  EventPublisher,
  Metrics,
  metricsServerPort,
  startMetricsServer,
  withTimeout,
} from '@eventdesk/server-kit';
import { testDatabaseUrl, testQueuePrefix, TEST_REDIS_URL, workerId } from '@eventdesk/testing';
import { AppModule } from '../src/app.module';
import { gatewayEnvSchema, type GatewayEnv } from '../src/config/env';
import { configureApp } from '../src/http/configure-app';
import { StaffUsersService } from '../src/identity/staff-users.service';

/** The machine's shared NATS; files that run a service in-process must use their own nats-server instead. */
export const SHARED_NATS_URL = 'nats://127.0.0.1:4222';

export interface GatewayTestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** http://127.0.0.1:<METRICS_PORT>/metrics: the metrics server main.ts starts beside the public port. */
  metricsUrl: string;
  env: GatewayEnv;
  close: () => Promise<void>;
}

/** The web build's route list in the test's WEB_DIST_DIR: a static route and dynamic ones, as the real list has. */
export const TEST_CLIENT_ROUTES: ClientRoutesManifest = {
  patterns: ['/', '/events', '/payment/:ref', '/admin/pitches/:id'],
};
/** A file under WEB_DIST_DIR/assets. */
export const TEST_ASSET = 'app-test.js';

/** A 48-character secret, fresh for every app. */
export function randomJwtSecret(): string {
  return randomBytes(36).toString('base64url');
}

/**
 * The real gateway, built the way main.ts builds it (module graph, configureApp, listen), on a free port of
 * 127.0.0.1, against this jest worker's test database and the machine's Redis. WEB_DIST_DIR is a temporary
 * directory holding a minimal index.html, one asset and the client routes of TEST_CLIENT_ROUTES, so the SPA
 * fallback is mounted as in production.
 */
export async function startGatewayApp(overrides: Partial<GatewayEnv> = {}): Promise<GatewayTestApp> {
  const webDir = await mkdtemp(join(tmpdir(), 'eventdesk-gateway-web-'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><title>eventdesk test</title><div id="root"></div>',
  );
  await writeFile(join(webDir, CLIENT_ROUTES_FILE), JSON.stringify(TEST_CLIENT_ROUTES));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'assets', TEST_ASSET), 'console.log("eventdesk test");');
  const env = gatewayEnvSchema.parse({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: TEST_REDIS_URL,
    NATS_URL: SHARED_NATS_URL,
    JWT_SECRET: randomJwtSecret(),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDir,
    RPC_TIMEOUT_MS: '1500',
    // A free port of its own, as every gateway on one machine needs.
    METRICS_PORT: '0',
    // The outbox relay publishes staff-user events: into this app's own queues, never a developer's.
    QUEUE_PREFIX: testQueuePrefix('gateway'),
    // Revoked tokens and failed-login counters of this app only: parallel files share the machine's Redis.
    AUTH_KEY_PREFIX: `test-auth-w${workerId()}-${process.pid}-${randomBytes(4).toString('hex')}`,
    // The schema reads an environment: flags are strings ("true"/"false"), numbers are coerced.
    ...Object.fromEntries(
      Object.entries(overrides).map(([key, value]) => [
        key,
        typeof value === 'boolean' ? String(value) : value,
      ]),
    ),
  });
  let app: NestExpressApplication | undefined;
  let metricsServer: Server | undefined;
  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env), {
      bodyParser: false,
      logger: false,
    });
    configureApp(app, env);
    await app.listen(0, '127.0.0.1');
    metricsServer = await startMetricsServer(app.get(Metrics), env.METRICS_PORT, '127.0.0.1');
  } catch (error) {
    await app?.close().catch(() => undefined);
    await rm(webDir, { recursive: true, force: true });
    throw error;
  }
  const started = app;
  const startedMetrics = metricsServer;
  const address = started.getHttpServer().address() as { port: number };
  return {
    app: started,
    url: `http://127.0.0.1:${address.port}`,
    metricsUrl: `http://127.0.0.1:${metricsServerPort(startedMetrics)}/metrics`,
    env,
    close: async () => {
      await new Promise((resolve) => {
        startedMetrics.close(resolve);
        startedMetrics.closeAllConnections();
      });
      await started.close();
      await rm(webDir, { recursive: true, force: true });
      await dropEventQueues(env);
    },
  };
}

/** The queues the app's relay filled with staff-user events (nobody consumes them in a gateway test). */
async function dropEventQueues(env: GatewayEnv): Promise<void> {
  const publisher = new EventPublisher(env.REDIS_URL, env.QUEUE_PREFIX);
  try {
    for (const consumer of eventConsumers[STAFF_USER_CHANGED] ?? []) {
      const queue = publisher.queue(consumer, STAFF_USER_CHANGED);
      // A test of an unreachable Redis has nothing to drop.
      await withTimeout(queue.obliterate({ force: true }), 2000, 'drop event queue').catch(() => undefined);
    }
  } finally {
    await publisher.close();
  }
}

export interface StaffCredentials {
  id: number;
  username: string;
  password: string;
  role: StaffRole;
}

/** A strong-enough password (the service wants at least 12 characters). */
export function randomStaffPassword(): string {
  return `pw-${randomBytes(12).toString('base64url')}`;
}

/** One staff account, created through the real StaffUsersService of the running app. */
export async function createStaffUser(
  gateway: Pick<GatewayTestApp, 'app'>,
  role: StaffRole,
  options: { username?: string; password?: string } = {},
): Promise<StaffCredentials> {
  const username = options.username ?? `${role.replace('_', '-')}-${randomBytes(4).toString('hex')}`;
  const password = options.password ?? randomStaffPassword();
  const user = await gateway.app
    .get(StaffUsersService)
    .create({ username, password, role }, { username: 'test-setup' });
  return { id: user.id, username: user.username, password, role };
}

/** One account per staff role. */
export async function createStaffUsersForAllRoles(
  gateway: Pick<GatewayTestApp, 'app'>,
): Promise<Record<StaffRole, StaffCredentials>> {
  return {
    user: await createStaffUser(gateway, 'user'),
    lead_manager: await createStaffUser(gateway, 'lead_manager'),
    admin: await createStaffUser(gateway, 'admin'),
    super_admin: await createStaffUser(gateway, 'super_admin'),
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * fetch against the app; the body is parsed as JSON when the answer says it is JSON, else kept as text.
 * T is what the test expects to read (an error body unless told otherwise); the test's assertions check it.
 */
export async function request<T = ErrorBody>(url: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  const response = await fetch(url, init);
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    body: (isJson && text ? JSON.parse(text) : text) as T,
  };
}

/** POST /api/admin/login over HTTP. */
export function login(
  baseUrl: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse<LoginResponse & ErrorBody>> {
  return request<LoginResponse & ErrorBody>(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });
}

/** Logs in and returns the token; fails loudly if the login does not succeed. */
export async function loginToken(
  baseUrl: string,
  credentials: Pick<StaffCredentials, 'username' | 'password'>,
): Promise<string> {
  const response = await login(baseUrl, credentials.username, credentials.password);
  if (response.status !== 200) {
    throw new Error(
      `login of ${credentials.username} failed: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return response.body.token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** POST /api/admin/logout with this token. */
export function logout(baseUrl: string, token: string): Promise<JsonResponse> {
  return request(`${baseUrl}/api/admin/logout`, { method: 'POST', headers: bearer(token) });
}
