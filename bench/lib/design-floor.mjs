// @ts-check
// The floor of DESIGN.md's shape, between the bare floor (baseline.mjs) and eventdesk: a NestJS HTTP edge
// (platform-express) that forwards the request over NATS request/reply (@nestjs/microservices' client, JSON codec)
// to a NestJS microservice subscribed in a queue group, which runs the same statement as the bare floor on a pg Pool
// (max 10) and answers. Nothing else: no guard, rate limit, validation, logging, metrics, correlation, ORM,
// transaction or outbox. What eventdesk costs above it is ours to cut; what it costs above the bare floor is the
// shape's price, which no change inside the shape removes (issue 18's ratios are read against both).
//
// Imported: startDesignFloor() runs this file twice as child processes (edge and service, each its own event loop,
// like the gateway and a service). Run directly: DESIGN_FLOOR_ROLE (edge | service), DESIGN_FLOOR_KIND
// (registration | scan), NATS_URL, and PORT (edge) or DATABASE_URL (service).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { baselineRoutes, prepareBaseline } from './baseline.mjs';
import { childPid } from './cpu.mjs';
import { freePort, httpOk, log, onCleanup, spawnManaged, stopManaged, waitFor } from './procs.mjs';

const require = createRequire(import.meta.url);
const PATTERN = 'design-floor.handle';
const PING = 'design-floor.ping';
const CLIENT = 'DESIGN_FLOOR_NATS';

/**
 * Applies decorators the way TypeScript's emitted code does (this file is plain JavaScript).
 * @param {Function} target
 * @param {string} method
 * @param {any[]} decorators
 */
function decorateMethod(target, method, decorators) {
  const proto = target.prototype;
  const descriptor = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(proto, method));
  Object.defineProperty(proto, method, Reflect.decorate(decorators, proto, method, descriptor) ?? descriptor);
}

/**
 * @param {import('./baseline.mjs').BaselineKind} kind
 * @param {string} natsUrl
 * @param {number} port
 */
async function serveEdge(kind, natsUrl, port) {
  require('reflect-metadata');
  const { Body, Controller, Get, HttpCode, HttpException, Inject, Module, Post } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  const { ClientsModule, Transport } = require('@nestjs/microservices');
  const { firstValueFrom } = require('rxjs');
  const route = baselineRoutes[kind];

  class EdgeController {
    /** @param {import('@nestjs/microservices').ClientProxy} client */
    constructor(client) {
      this.client = client;
    }

    /** @param {unknown} body */
    async handle(body) {
      /** @type {{ status: number, body: unknown }} */
      const answer = await firstValueFrom(this.client.send(PATTERN, body));
      if (answer.status >= 300) throw new HttpException(/** @type {object} */ (answer.body), answer.status);
      return answer.body;
    }

    /** Ready when the service answers through NATS. */
    ready() {
      return firstValueFrom(this.client.send(PING, {}));
    }
  }
  Inject(CLIENT)(EdgeController, undefined, 0);
  decorateMethod(EdgeController, 'handle', [Post(route.path), HttpCode(route.status)]);
  Body()(EdgeController.prototype, 'handle', 0);
  decorateMethod(EdgeController, 'ready', [Get('health/ready')]);
  Reflect.decorate([Controller()], EdgeController);

  class EdgeModule {}
  Reflect.decorate(
    [
      Module({
        imports: [
          ClientsModule.register([
            { name: CLIENT, transport: Transport.NATS, options: { servers: [natsUrl] } },
          ]),
        ],
        controllers: [EdgeController],
      }),
    ],
    EdgeModule,
  );
  const app = await NestFactory.create(EdgeModule, { logger: false });
  await app.listen(port, '127.0.0.1');
  process.stdout.write(`design floor edge (${kind}) listening on http://127.0.0.1:${port}\n`);
  return () => app.close();
}

/**
 * @param {import('./baseline.mjs').BaselineKind} kind
 * @param {string} natsUrl
 * @param {string} databaseUrl
 */
async function serveService(kind, natsUrl, databaseUrl) {
  require('reflect-metadata');
  const { Controller, Module } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  const { MessagePattern, Payload, Transport } = require('@nestjs/microservices');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  await prepareBaseline(pool, kind);
  const route = baselineRoutes[kind];

  class ServiceHandler {
    /** @param {unknown} body */
    handle(body) {
      return route.answer(pool, body);
    }

    ping() {
      return { status: 'ok' };
    }
  }
  decorateMethod(ServiceHandler, 'handle', [MessagePattern(PATTERN)]);
  Payload()(ServiceHandler.prototype, 'handle', 0);
  decorateMethod(ServiceHandler, 'ping', [MessagePattern(PING)]);
  Reflect.decorate([Controller()], ServiceHandler);

  class ServiceModule {}
  Reflect.decorate([Module({ controllers: [ServiceHandler] })], ServiceModule);
  const app = await NestFactory.createMicroservice(ServiceModule, {
    transport: Transport.NATS,
    options: { servers: [natsUrl], queue: 'design-floor' },
    logger: false,
  });
  await app.listen();
  process.stdout.write(`design floor service (${kind}) subscribed on ${natsUrl}\n`);
  return async () => {
    await app.close();
    await pool.end();
  };
}

/**
 * Starts the service, then the edge, and waits until the edge answers through the service. Returns
 * { url, pids(), alive(), stop() }, as startBaseline does; pids() has the nats-server's too (`natsPid`: the stack's,
 * which the design floor uses while the stack idles), since the shape's price includes the broker.
 * @param {{ databaseUrl: string, natsUrl: string, natsPid: () => number | undefined, logDir: string,
 *   kind: import('./baseline.mjs').BaselineKind }} options
 */
export async function startDesignFloor({ databaseUrl, natsUrl, natsPid, logDir, kind }) {
  const port = await freePort();
  const file = fileURLToPath(import.meta.url);
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    DESIGN_FLOOR_KIND: kind,
    NATS_URL: natsUrl,
  };
  const service = spawnManaged('design-floor-service', process.execPath, [file], {
    env: { ...env, DESIGN_FLOOR_ROLE: 'service', DATABASE_URL: databaseUrl },
    logFile: join(logDir, 'design-floor-service.log'),
  });
  const edge = spawnManaged('design-floor-edge', process.execPath, [file], {
    env: { ...env, DESIGN_FLOOR_ROLE: 'edge', PORT: String(port) },
    logFile: join(logDir, 'design-floor-edge.log'),
  });
  const stop = async () => {
    await stopManaged(edge);
    await stopManaged(service);
  };
  const removeCleanup = onCleanup(stop);
  try {
    await waitFor('design floor /health/ready', () => httpOk(`http://127.0.0.1:${port}/health/ready`), {
      timeoutMs: 30_000,
      handle: edge,
    });
    if (service.exitInfo) throw new Error('design floor service exited (see design-floor-service.log)');
  } catch (error) {
    await stop();
    removeCleanup();
    throw error;
  }
  log(`design floor ${kind} (NestJS → NATS → NestJS + pg) on ${port}: ready`);
  return {
    url: `http://127.0.0.1:${port}`,
    pids: () => {
      /** @type {Record<string, number>} */
      const pids = {};
      const edgePid = childPid(edge.child.pid);
      const servicePid = childPid(service.child.pid);
      const nats = natsPid();
      if (edgePid) pids['design-floor-edge'] = edgePid;
      if (servicePid) pids['design-floor-service'] = servicePid;
      if (nats) pids['nats-server'] = nats;
      return pids;
    },
    alive: () => !edge.exitInfo && !service.exitInfo,
    stop: async () => {
      await stop();
      removeCleanup();
    },
  };
}

async function main() {
  const kind = /** @type {import('./baseline.mjs').BaselineKind} */ (process.env.DESIGN_FLOOR_KIND ?? 'scan');
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const close =
    process.env.DESIGN_FLOOR_ROLE === 'edge'
      ? await serveEdge(kind, natsUrl, Number(process.env.PORT))
      : await serveService(kind, natsUrl, String(process.env.DATABASE_URL));
  const shutdown = () => {
    close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`design floor: ${error.stack ?? error}\n`);
    process.exit(1);
  });
}
