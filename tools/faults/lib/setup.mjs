// What both the fault suite and the restore drill start: private PostgreSQL, Redis and NATS, the system on a
// database of that PostgreSQL, a pool for the reconciliation, and the staff tokens the load needs.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPrivateRedis } from '../../../libs/testing/src/private-redis.ts';
import { setCapacities, staffToken } from '../../../bench/lib/admin.mjs';
import { log, onCleanup } from '../../../bench/lib/procs.mjs';
import { startPrivateNats } from './nats.mjs';
import { createDatabase, startPrivatePostgres } from './postgres.mjs';
import { startSystem } from './system.mjs';

/** The logs of every process, replaced on each run. */
export function freshLogDir(name) {
  const dir = join(tmpdir(), name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function startInfrastructure({ logDir, cwd }) {
  const postgres = await startPrivatePostgres({ logDir });
  const redis = await startPrivateRedis();
  onCleanup(() => redis.stop());
  const nats = await startPrivateNats({ logDir, cwd });
  log(`private postgres on ${postgres.port}, redis on ${redis.port}, nats on ${nats.port}`);
  return { postgres, redis, nats };
}

/**
 * Starts the system on `database` (created empty unless `existing`), then logs staff in and, given `capacities`
 * ({ gold: 20000 }), sets them and puts those packages on sale. Returns { system, db, adminToken, doorToken }.
 */
export async function bootSystem({
  distRoot,
  logDir,
  infra,
  database,
  existing,
  queuePrefix,
  label,
  ticketSecret,
  capacities,
  logLevel,
}) {
  const databaseUrl = infra.postgres.url(database);
  if (!existing) await createDatabase(infra.postgres.url('postgres'), database);
  const started = Date.now();
  const system = await startSystem({
    distRoot,
    logDir,
    databaseUrl,
    redisUrl: infra.redis.url,
    natsUrl: infra.nats.url,
    queuePrefix,
    ticketSecret,
    logLevel,
  });
  log(`system ready in ${((Date.now() - started) / 1000).toFixed(1)} s behind ${system.baseUrl}`);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // Idle clients lose their connection when PostgreSQL restarts: the pool reconnects on the next query.
  db.on('error', () => undefined);
  onCleanup(() => db.end());
  const login = (role) =>
    staffToken({
      databaseUrl,
      gatewayUrl: system.baseUrl,
      username: `faults-${label}-${role}`,
      role,
      distRoot,
    });
  const adminToken = await login('admin');
  const doorToken = await login('user');
  if (capacities) {
    await setCapacities({
      gatewayUrl: system.baseUrl,
      token: adminToken,
      capacities,
      onSale: Object.keys(capacities),
    });
  }
  return { system, db, adminToken, doorToken, databaseUrl };
}
