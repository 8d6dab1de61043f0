// @ts-check
// The floors the eventdesk paths are compared with: a bare node:http server and a pg Pool (max 10, like each app's
// MikroORM pool). No framework, no validation library, no logging, no message bus, no transaction, no outbox.
// - `registration` (bench/registrations.mjs): parses the same JSON body and does one `insert ... returning id`.
// - `scan` (bench/check-in.mjs): parses `{ qrToken }`, hashes it and does the one conditional update a scan needs
//   on attendance.ticket (checked in only if not yet): 200 when it set the row, 409 when the ticket was used.
//
// Imported: startBaseline() runs this file as a child process (its own event loop, like the gateway's).
// Run directly (by startBaseline): BASELINE_PORT, DATABASE_URL and BASELINE_KIND (default registration);
// `registration` creates bench_baseline.registration.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { childPid } from './cpu.mjs';
import { freePort, httpOk, log, onCleanup, spawnManaged, stopManaged, waitFor } from './procs.mjs';

export const BASELINE_SCHEMA = 'bench_baseline';

/** Same columns, defaults and checks as registration.registration, so both inserts write a comparable row. */
const ddl = [
  `create schema if not exists "${BASELINE_SCHEMA}"`,
  `create table if not exists "${BASELINE_SCHEMA}"."registration" (
    "id" serial primary key,
    "ref" text not null unique,
    "full_name" text not null,
    "email" text not null,
    "phone" text not null,
    "type" text not null check ("type" in ('business', 'individual')),
    "business_name" text null,
    "package" text not null check ("package" in ('silver', 'gold', 'diamond', 'vip')),
    "reference_type" text null,
    "referred_by" text null,
    "voucher" boolean not null default false,
    "amount" integer not null check ("amount" > 0),
    "payment_status" text not null default 'pending',
    "registered_at" timestamptz not null default now(),
    "deleted" boolean not null default false,
    "attended" boolean not null default false,
    "attended_at" timestamptz null,
    "parent_registration_id" integer null references "${BASELINE_SCHEMA}"."registration" ("id"),
    "ticket_number" integer not null default 1,
    "is_additional_ticket" boolean not null default false,
    "language" text not null default 'en'
  )`,
  `create index if not exists "registration_payment_status_index" on "${BASELINE_SCHEMA}"."registration" ("payment_status")`,
];

/** @type {Record<string, number>} */
const prices = { silver: 2600, gold: 3600, diamond: 5100, vip: 7200 };
const BODY_LIMIT = 100 * 1024;
const insertSql = `insert into "${BASELINE_SCHEMA}"."registration"
  ("ref", "full_name", "email", "phone", "type", "business_name", "package", "reference_type", "referred_by", "voucher", "amount", "language")
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10, $11) returning "id"`;

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * Calls `handle` with the parsed JSON body, or answers 413/400.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(body: any) => void} handle
 */
function withJsonBody(req, res, handle) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= BODY_LIMIT) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > BODY_LIMIT) return send(res, 413, { message: 'Payload too large' });
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, 400, { message: 'Invalid JSON' });
    }
    handle(body);
  });
}

/**
 * The answer to a registration (status and body), as both floors give it.
 * @param {import('pg').Pool} pool
 * @param {any} body
 * @returns {Promise<Answer>}
 */
async function register(pool, body) {
  const amount = prices[body?.package];
  if (
    typeof body?.fullName !== 'string' ||
    typeof body.email !== 'string' ||
    typeof body.phone !== 'string' ||
    !amount
  ) {
    return { status: 400, body: { message: 'Invalid body' } };
  }
  const ref = randomBytes(16).toString('base64url');
  const type = body.type === 'business' ? 'business' : 'individual';
  try {
    const { rows } = await pool.query(insertSql, [
      ref,
      body.fullName.trim(),
      body.email.trim().toLowerCase(),
      body.phone.trim(),
      type,
      type === 'business' ? (body.businessName ?? null) : null,
      body.package,
      body.referenceType || null,
      body.referenceType === 'friend' ? (body.referredBy ?? null) : null,
      amount,
      body.language === 'ta' ? 'ta' : 'en',
    ]);
    return {
      status: 201,
      body: {
        id: rows[0].id,
        ref,
        fullName: body.fullName.trim(),
        package: body.package,
        amount,
        voucher: false,
        paymentStatus: 'pending',
      },
    };
  } catch {
    return { status: 500, body: { message: 'Internal error' } };
  }
}

/** attendance-service's scanByTokenHash without its join to the attendee and its log row. */
const scanSql = `update "attendance"."ticket" set "checked_in_at" = now()
  where "token_hash" = $1 and "checked_in_at" is null returning "id"`;

/**
 * @param {import('pg').Pool} pool
 * @param {any} body
 * @returns {Promise<Answer>}
 */
async function scan(pool, body) {
  if (typeof body?.qrToken !== 'string') return { status: 400, body: { message: 'Invalid body' } };
  const hash = createHash('sha256').update(body.qrToken).digest('hex');
  try {
    const { rows } = await pool.query(scanSql, [hash]);
    return rows.length
      ? { status: 200, body: { ticketId: rows[0].id, outcome: 'admitted' } }
      : { status: 409, body: { message: 'Already Attended' } };
  } catch {
    return { status: 500, body: { message: 'Internal error' } };
  }
}

/** @typedef {{ status: number, body: unknown }} Answer */

/** The one POST route of each floor: its path, its success status and its answer (design-floor.mjs serves them too). */
export const baselineRoutes = {
  registration: { path: '/api/registrations', status: 201, answer: register },
  scan: { path: '/api/attendance/scan', status: 200, answer: scan },
};

/** @typedef {keyof typeof baselineRoutes} BaselineKind */

/**
 * The registration floor's table (the scan floor uses the bench's attendance.ticket).
 * @param {import('pg').Pool} pool
 * @param {BaselineKind} kind
 */
export async function prepareBaseline(pool, kind) {
  if (kind === 'registration') for (const sql of ddl) await pool.query(sql);
}

async function serve() {
  const port = Number(process.env.BASELINE_PORT);
  const kind = /** @type {BaselineKind} */ (process.env.BASELINE_KIND ?? 'registration');
  const route = baselineRoutes[kind];
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  pool.on('error', () => undefined);
  await prepareBaseline(pool, kind);

  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health/ready') {
      pool.query('select 1').then(
        () => send(res, 200, { status: 'ok' }),
        () => send(res, 503, { status: 'error' }),
      );
      return;
    }
    if (req.method !== 'POST' || req.url !== route.path) return send(res, 404, { message: 'Not found' });
    withJsonBody(req, res, (body) =>
      route.answer(pool, body).then((answer) => send(res, answer.status, answer.body)),
    );
  });
  server.listen(port, '127.0.0.1', () =>
    process.stdout.write(`baseline listening on http://127.0.0.1:${port}\n`),
  );

  const shutdown = () => {
    server.close();
    server.closeAllConnections();
    pool.end().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/**
 * Starts the baseline in a child process and waits until it answers. Returns { url, process, stop() }.
 * @param {{ databaseUrl: string, logDir: string, kind?: BaselineKind }} options
 */
export async function startBaseline({ databaseUrl, logDir, kind = 'registration' }) {
  const port = await freePort();
  const handle = spawnManaged('baseline', process.execPath, [fileURLToPath(import.meta.url)], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      BASELINE_PORT: String(port),
      DATABASE_URL: databaseUrl,
      BASELINE_KIND: kind,
    },
    logFile: join(logDir, 'baseline.log'),
  });
  const stop = () => stopManaged(handle);
  const removeCleanup = onCleanup(stop);
  try {
    await waitFor('baseline /health/ready', () => httpOk(`http://127.0.0.1:${port}/health/ready`), {
      timeoutMs: 30_000,
      handle,
    });
  } catch (error) {
    await stop();
    removeCleanup();
    throw error;
  }
  log(`baseline ${kind} (node:http + pg) on ${port}: ready`);
  return {
    url: `http://127.0.0.1:${port}`,
    process: handle,
    pids: () => {
      /** @type {Record<string, number>} */
      const pids = {};
      const pid = childPid(handle.child.pid);
      if (pid) pids.baseline = pid;
      return pids;
    },
    alive: () => !handle.exitInfo,
    stop: async () => {
      await stop();
      removeCleanup();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve().catch((error) => {
    process.stderr.write(`baseline: ${error.stack ?? error}\n`);
    process.exit(1);
  });
}
