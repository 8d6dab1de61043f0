// The restore drill (issue 13): a pg_dump of the one database (every schema) taken while visitors register, pay and
// are scanned, restored into a fresh database, and the system started on it with an empty Redis, as a restore
// into a new environment would be. Passes when the migrations run on the restored schema, every event the dump
// held unpublished is published and reaches its consumers, and the tickets issued before the dump still scan.
//
//   npm run restore-drill            (FAULTS_BUILD=0 to use dist/ as it is)
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { writeBenchResults } from '../../bench/lib/bench-io.mjs';
import { assertNode24, buildServer, invocation, machineInfo, runMain } from '../../bench/lib/common.mjs';
import { log, onCleanup, sleep } from '../../bench/lib/procs.mjs';
import { json, send } from './lib/http.mjs';
import { loadContext, startLoad } from './lib/load.mjs';
import { createDatabase, PG_BIN } from './lib/postgres.mjs';
import { qrTokenOf } from './lib/qr.mjs';
import { pendingWork } from './lib/reconcile.mjs';
import { bootSystem, freshLogDir, startInfrastructure } from './lib/setup.mjs';
import { snapshotDist } from './lib/snapshot.mjs';

const run = promisify(execFile);
const SCHEMAS = ['identity', 'registration', 'payment', 'attendance', 'leads', 'notification'];
const OUTBOX_SCHEMAS = ['identity', 'registration', 'payment', 'attendance'];
const LOAD_BEFORE_DUMP_MS = 15_000;
const LOAD_AFTER_DUMP_MS = 3_000;
const SCANS_PER_KIND = 25;

async function migrationsApplied(db) {
  const counts = {};
  for (const schema of SCHEMAS) {
    const { rows } = await db.query(`select count(*)::int as n from "${schema}"."mikro_orm_migrations"`);
    counts[schema] = rows[0].n;
  }
  return counts;
}

async function unpublishedEvents(db) {
  const union = OUTBOX_SCHEMAS.map(
    (schema) =>
      `select '${schema}' as schema, id, name from "${schema}".outbox_event where published_at is null`,
  ).join(' union all ');
  return (await db.query(union)).rows;
}

/** The door on the restored system: each ticket's QR drawn again from its seed and the signing secret, then scanned. */
async function scanTickets(system, doorToken, tickets) {
  const outcomes = {};
  for (const ticket of tickets) {
    const qr = await send(`${system.baseUrl}/api/registrations/${ticket.ref}/qrcode`);
    let status = `qrcode ${qr.status}`;
    if (qr.status === 200) {
      const scanned = await send(`${system.baseUrl}/api/attendance/scan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${doorToken}` },
        body: JSON.stringify({ qrToken: await qrTokenOf(json(qr).qrCode) }),
      });
      status = String(scanned.status);
    }
    outcomes[status] = (outcomes[status] ?? 0) + 1;
  }
  return outcomes;
}

async function main() {
  assertNode24();
  const started = Date.now();
  if (process.env.FAULTS_BUILD === '0') process.env.BENCH_BUILD = '0';
  await buildServer();
  const distRoot = await snapshotDist();
  const logDir = freshLogDir('eventdesk-restore-logs');
  const infra = await startInfrastructure({ logDir, cwd: distRoot });
  const capacities = { gold: 20_000, vip: 150 };
  const before = await bootSystem({
    distRoot,
    logDir,
    infra,
    database: 'eventdesk',
    queuePrefix: 'drill',
    label: 'before',
    capacities,
    logLevel: process.env.FAULTS_LOG_LEVEL ?? 'warn',
  });
  const ctx = loadContext({ ...before, baseUrl: before.system.baseUrl, runId: Date.now().toString(36) });
  const load = startLoad(ctx, { clients: 12, thinkMs: 300, packages: { main: 'gold', scarce: 'vip' } });
  await sleep(LOAD_BEFORE_DUMP_MS);

  const dumpDir = mkdtempSync(join(tmpdir(), 'eventdesk-dump-'));
  onCleanup(() => rmSync(dumpDir, { recursive: true, force: true }));
  const dumpFile = join(dumpDir, 'eventdesk.dump');
  const dumpStarted = Date.now();
  // The documented backup command (README, "Backup and restore"), mid-load.
  await run(join(PG_BIN, 'pg_dump'), ['--format=custom', `--file=${dumpFile}`, before.databaseUrl]);
  const dumpMs = Date.now() - dumpStarted;
  log(`pg_dump took ${dumpMs} ms (${statSync(dumpFile).size} bytes) under load`);
  await sleep(LOAD_AFTER_DUMP_MS);
  await load.stop();
  await before.system.stop();
  const answeredBeforeDump = ctx.results.submissions.filter(
    (s) => s.status === 201 && s.answeredAt < dumpStarted,
  );

  // A new environment: a fresh database restored from the dump, and a Redis that knows nothing.
  await infra.redis.restart();
  await createDatabase(infra.postgres.url('postgres'), 'eventdesk_restored');
  const restoredUrl = infra.postgres.url('eventdesk_restored');
  await run(join(PG_BIN, 'pg_restore'), ['--no-owner', `--dbname=${restoredUrl}`, dumpFile]);
  const pg = (await import('pg')).default;
  const probe = new pg.Pool({ connectionString: restoredUrl, max: 2 });
  onCleanup(() => probe.end());
  const pendingInDump = await unpublishedEvents(probe);
  const migrationsInDump = await migrationsApplied(probe);
  const { rows: ticketsInDump } = await probe.query(
    `select t.registration_id as id, a.ref, t.checked_in_at is not null as used
       from attendance.ticket t join attendance.attendee a on a.registration_id = t.registration_id order by t.id`,
  );
  const { rows: foundRows } = await probe.query(
    `select id from registration.registration where id = any($1::int[])`,
    [answeredBeforeDump.map((s) => s.id)],
  );

  const after = await bootSystem({
    distRoot,
    logDir,
    infra,
    database: 'eventdesk_restored',
    existing: true,
    queuePrefix: 'drill-restored',
    label: 'after',
    ticketSecret: before.system.ticketSecret,
    logLevel: process.env.FAULTS_LOG_LEVEL ?? 'warn',
  });
  const migrationsAfter = await migrationsApplied(after.db);
  const drainStarted = Date.now();
  let pending;
  let stillUnpublished;
  do {
    await sleep(1000);
    pending = await pendingWork(after.db);
    stillUnpublished = (await unpublishedEvents(after.db)).filter((row) =>
      pendingInDump.some((p) => p.id === row.id),
    );
  } while (
    (stillUnpublished.length || Object.values(pending).some((n) => n > 0)) &&
    Date.now() - drainStarted < 60_000
  );
  const unused = ticketsInDump.filter((t) => !t.used).slice(0, SCANS_PER_KIND);
  const used = ticketsInDump.filter((t) => t.used).slice(0, SCANS_PER_KIND);
  const unusedScans = await scanTickets(after.system, after.doorToken, unused);
  const usedScans = await scanTickets(after.system, after.doorToken, used);
  const list = (counts) =>
    Object.entries(counts)
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ') || '-';

  const checks = [
    {
      check: 'every 201 answered before the dump is in the restored database',
      found: `${answeredBeforeDump.length} answered, ${answeredBeforeDump.length - foundRows.length} missing`,
      ok: foundRows.length === answeredBeforeDump.length,
    },
    {
      check: 'migrations pass on the restored schema (the apps start; nothing left to apply)',
      found: SCHEMAS.map((s) => `${s} ${migrationsInDump[s]}→${migrationsAfter[s]}`).join(', '),
      ok: SCHEMAS.every((s) => migrationsAfter[s] >= migrationsInDump[s]),
    },
    {
      check: 'events pending in the dump are published after start',
      found: `${pendingInDump.length} unpublished in the dump (${list(
        pendingInDump.reduce((acc, row) => ({ ...acc, [row.name]: (acc[row.name] ?? 0) + 1 }), {}),
      )}); ${stillUnpublished.length} still unpublished`,
      ok: stillUnpublished.length === 0,
    },
    {
      check: 'every event reached every consumer (pipeline drained)',
      found: list(pending),
      ok: Object.values(pending).every((n) => n === 0),
    },
    {
      check: 'unused tickets issued before the dump scan (200)',
      found: `${unused.length} scanned: ${list(unusedScans)}`,
      ok: unused.length > 0 && unusedScans['200'] === unused.length,
    },
    {
      check: 'tickets used before the dump are refused as used (409)',
      found: `${used.length} scanned: ${list(usedScans)}`,
      ok: used.length === 0 || usedScans['409'] === used.length,
    },
  ];
  const failures = checks.filter((c) => !c.ok);
  const table = [
    '| check | found | ok |',
    '| --- | --- | --- |',
    ...checks.map((c) => `| ${c.check} | ${c.found} | ${c.ok ? 'ok' : '**FAILED**'} |`),
  ].join('\n');
  const durationS = Math.round((Date.now() - started) / 1000);
  const markdown = [
    '# Restore drill',
    '',
    `Run ${new Date(started).toISOString()} with \`${invocation()}\`, ${durationS} s. pg_dump (custom format, every ` +
      `schema) under load took ${dumpMs} ms; ${ticketsInDump.length} tickets and ${pendingInDump.length} unpublished ` +
      'events were in the dump; restored with pg_restore into a fresh database, started with an empty Redis.',
    '',
    table,
    '',
  ].join('\n');
  writeBenchResults(
    'restore-drill',
    {
      timestamp: new Date(started).toISOString(),
      command: invocation(),
      machine: machineInfo(),
      dumpMs,
      checks,
    },
    markdown,
  );
  process.stdout.write(`${markdown}\n`);
  if (failures.length) throw new Error(`${failures.length} restore checks failed`);
}

runMain(main, 600, 'the restore drill');
