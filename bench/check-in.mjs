// @ts-check
// Check-in and fulfilment: POST /api/attendance/scan with 50 concurrent scanners (every scan a different ticket,
// then a run where every scan repeats a used ticket and gets 409), against the stack, against the floor
// (bench/lib/baseline.mjs `scan`: node:http + pg doing the one conditional update) and against DESIGN.md's shape
// doing only that (bench/lib/design-floor.mjs: NestJS edge → NATS → NestJS service + pg); and the fan-out from a
// payment.completed event to the SMTP stand-in accepting the ticket e-mail (QR inline): paced latency, burst
// throughput.
//
//   npm run bench                      (all benches, builds first)
//   node bench/check-in.mjs            (this one; BENCH_BUILD=0 to use dist/ as it is)
//
// Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2), BENCH_SCANNERS (default 50),
// BENCH_TICKETS (tickets seeded for the three distinct runs, default 150000), BENCH_FANOUT_EVENTS (paced, default 200),
// BENCH_FANOUT_INTERVAL_MS (default 20), BENCH_FANOUT_BURST (default 1000), BENCH_LOG_LEVEL (default info).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { staffToken } from './lib/admin.mjs';
import { startBaseline } from './lib/baseline.mjs';
import { startDesignFloor } from './lib/design-floor.mjs';
import { titledTable } from './lib/bench-io.mjs';
import { LOAD_GENERATOR, startCpuMeasure, systemCpuSeconds, withRedis } from './lib/cpu.mjs';
import { fixed2, fmt, percentile, ratioOf, round } from './lib/figures.mjs';
import {
  benchMain,
  durationConfig,
  envNumber,
  reportHead,
  publishResults,
  runWithStack,
} from './lib/harness.mjs';
import { fire, summarize } from './lib/load.mjs';
import { log, sleep } from './lib/procs.mjs';
import { root } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const DATABASE = 'eventdesk_bench_checkin';
const QUEUE_PREFIX = 'bench-checkin';
const SCAN_PATH = '/api/attendance/scan';

export function checkInConfig(env = process.env) {
  return {
    ...durationConfig(env),
    scanners: envNumber('BENCH_SCANNERS', 50, env),
    tickets: envNumber('BENCH_TICKETS', 150_000, env),
    fanoutEvents: envNumber('BENCH_FANOUT_EVENTS', 200, env),
    fanoutIntervalMs: envNumber('BENCH_FANOUT_INTERVAL_MS', 20, env),
    fanoutBurst: envNumber('BENCH_FANOUT_BURST', 1000, env),
    logLevel: env.BENCH_LOG_LEVEL ?? 'info',
  };
}

/** @param {ReturnType<typeof checkInConfig>} config */
export function checkInBudgetSeconds(config) {
  return 300 + 4 * (config.warmupSeconds + config.durationSeconds + 60) + 2 * 180;
}

/**
 * Paid tickets written straight into the attendance schema, with tokens made by the service's own (compiled)
 * token code and secret: the scan path is what is measured here; issuance has its own figure (fan-out).
 * @param {import('pg').Pool} db
 * @param {number} count
 * @param {string} ticketSecret
 */
async function seedTickets(db, count, ticketSecret) {
  /** The compiled apps/attendance-service/src/tickets/ticket-token.ts. */
  const { newTicketSeed, tokenForSeed, tokenHash } =
    /** @type {{ newTicketSeed: () => string, tokenForSeed: (secret: string, seed: string) => string, tokenHash: (token: string) => string }} */ (
      require(join(root, 'dist/apps/attendance-service/src/tickets/ticket-token.js'))
    );
  /** @type {string[]} */
  const tokens = [];
  const batch = 5000;
  for (let start = 0; start < count; start += batch) {
    const ids = [];
    const refs = [];
    const seeds = [];
    const hashes = [];
    for (let id = start + 1; id <= Math.min(count, start + batch); id += 1) {
      const seed = newTicketSeed();
      const token = tokenForSeed(ticketSecret, seed);
      ids.push(id);
      refs.push(randomBytes(16).toString('base64url'));
      seeds.push(seed);
      hashes.push(tokenHash(token));
      tokens.push(token);
    }
    await db.query(
      `insert into attendance.attendee (registration_id, ref, full_name, email, phone, package, payment_status)
       select id, ref, 'Bench Attendee ' || id, 'bench' || id || '@example.com', '+91 98430 12345', 'gold', 'completed'
         from unnest($1::int[], $2::text[]) as t(id, ref)`,
      [ids, refs],
    );
    await db.query(
      `insert into attendance.ticket (registration_id, seed, token_hash)
       select * from unnest($1::int[], $2::text[], $3::text[])`,
      [ids, seeds, hashes],
    );
  }
  return tokens;
}

/**
 * Scans for `seconds` over `connections` (one scanner each), each with the token `nextToken` gives.
 * @param {string} url
 * @param {number} connections
 * @param {number} seconds
 * @param {() => string} nextToken
 * @param {string} bearer
 */
const scan = (url, connections, seconds, nextToken, bearer) =>
  fire({
    url,
    connections,
    seconds,
    path: SCAN_PATH,
    headers: { authorization: `Bearer ${bearer}` },
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ qrToken: nextToken() }) }),
  });

/**
 * Tickets checked in so far.
 * @param {import('pg').Pool} db
 * @returns {Promise<number>}
 */
const checkedIn = async (db) =>
  (await db.query(`select count(checked_in_at)::int as n from attendance.ticket`)).rows[0].n;

/**
 * What a scan run and a fan-out get from the bench.
 * @typedef {object} CheckInContext
 * @property {import('./lib/stack.mjs').Stack} stack
 * @property {import('pg').Pool} db
 * @property {ReturnType<typeof checkInConfig>} config
 */

/**
 * The seeded tokens, handed out once each (`fresh`) across both targets; `used` cycles through those handed out.
 * @param {string[]} tokens
 */
function tokenSupply(tokens) {
  let next = 0;
  return {
    fresh: () => {
      if (next >= tokens.length) throw new Error('out of seeded tickets: raise BENCH_TICKETS');
      return tokens[next++];
    },
    /** A cycler over the tokens handed out so far. */
    usedCycler: () => {
      let used = 0;
      const end = Math.max(1, next);
      return () => tokens[used++ % end];
    },
  };
}

/** The three targets, in the order they run; `floor` is the bare node:http + pg one. */
const SCAN_TARGETS = /** @type {const} */ (['eventdesk', 'design', 'floor']);
/** @type {Record<(typeof SCAN_TARGETS)[number], string>} */
const TARGET_LABELS = {
  eventdesk: 'eventdesk (gateway → attendance)',
  design: 'design floor (NestJS → NATS → NestJS + pg)',
  floor: 'floor (node:http + pg)',
};

/**
 * What is scanned: the stack through the gateway, DESIGN.md's shape doing only the update, or the floor.
 * @typedef {object} ScanTarget
 * @property {(typeof SCAN_TARGETS)[number]} target
 * @property {string} url
 * @property {() => Record<string, number>} pids
 * @property {() => boolean} alive
 */

/**
 * Scan runs: `distinct` takes a fresh ticket per request, `repeat` cycles through tickets already used.
 * @param {CheckInContext & ScanTarget & { supply: ReturnType<typeof tokenSupply>, bearer: string }} options
 */
async function scanRuns({ target, url, pids, alive, db, config, supply, bearer }) {
  const smoke = await fetch(`${url}${SCAN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ qrToken: supply.fresh() }),
  });
  if (smoke.status !== 200)
    throw new Error(`${target}: smoke scan answered ${smoke.status}: ${await smoke.text()}`);
  const runs = [];
  for (const kind of /** @type {const} */ (['distinct', 'repeat'])) {
    const nextToken = kind === 'distinct' ? supply.fresh : supply.usedCycler();
    log(`${target} scans (${kind}): ${config.scanners} scanners, ${config.warmupSeconds} s warm-up`);
    await scan(url, config.scanners, config.warmupSeconds, nextToken, bearer);
    await sleep(1000);
    const before = await checkedIn(db);
    const loadAverage1mBefore = round(loadavg()[0], 2);
    const measure = startCpuMeasure(pids());
    log(`${target} scans (${kind}): ${config.durationSeconds} s measured`);
    const result = summarize(await scan(url, config.scanners, config.durationSeconds, nextToken, bearer));
    const cpu = measure();
    await sleep(1500);
    const admitted = (await checkedIn(db)) - before;
    if (!alive()) throw new Error(`${target}: a process exited during the scan run`);
    const run = {
      target,
      kind,
      scanners: config.scanners,
      ...result,
      ticketsCheckedIn: admitted,
      loadAverage1mBefore,
      cpu,
    };
    log(
      `${target} scans (${kind}): ${result.reqPerSecMean} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ` +
        `codes ${JSON.stringify(result.statusCodes)}, tickets checked in ${admitted}`,
    );
    runs.push(run);
  }
  return runs;
}

/**
 * Scans per second of eventdesk and the design floor against the floor, and of eventdesk against the design floor,
 * per kind of run.
 * @param {Awaited<ReturnType<typeof scanRuns>>} runs
 */
function scanRatios(runs) {
  return /** @type {const} */ (['distinct', 'repeat']).map((kind) => {
    /** @param {(typeof SCAN_TARGETS)[number]} target */
    const rate = (target) => runs.find((r) => r.target === target && r.kind === kind)?.reqPerSecMean ?? null;
    const [eventdesk, design, floor] = SCAN_TARGETS.map(rate);
    return {
      kind,
      eventdesk,
      design,
      floor,
      ratio: ratioOf(eventdesk, floor),
      designRatio: ratioOf(design, floor),
      eventdeskToDesign: ratioOf(eventdesk, design),
    };
  });
}

/**
 * The mail the SMTP stand-in accepted (tools/stand-ins/smtp-sink.ts, StoredMail; the fields read here).
 * @param {import('./lib/stack.mjs').Stack} stack
 * @returns {Promise<{ to: string[], subject: string, receivedAt: string }[]>}
 */
async function sunkMail(stack) {
  return (await fetch(`${stack.smtpHttpUrl}/messages?summary=1`)).json();
}

/**
 * payment.completed rows written to payment.outbox_event (the payment service's relay publishes them, as it
 * will for a verified card callback or a staff confirmation), then the time until the SMTP stand-in accepted
 * each ticket e-mail. `paced`: fanoutEvents, one every fanoutIntervalMs; `burst`: fanoutBurst events in one
 * statement, and the mails per second from that write to the last mail accepted.
 * @param {CheckInContext & { mode: 'paced' | 'burst', offset: number }} options
 */
async function fanout({ stack, db, config, mode, offset }) {
  const loadAverage1mBefore = round(loadavg()[0], 2);
  /** @type {{ email: string, registrationId: number, at: number }[]} */
  const events = [];
  const insert = `insert into payment.outbox_event (id, name, payload) values (gen_random_uuid(), 'payment.completed.v1', $1)`;
  /** @param {number} i */
  const payload = (i) => {
    const id = offset + i;
    return {
      paymentId: id,
      registrationId: id,
      registrationRef: randomBytes(16).toString('base64url'),
      amount: 3600,
      method: 'upi',
      provider: null,
      transactionId: `BENCH${id}`,
      completedAt: new Date().toISOString(),
      confirmedBy: 'bench',
      fullName: `Fan-out ${id}`,
      email: `fanout-${id}@bench.example.com`,
      phone: '+91 98430 12345',
      package: 'gold',
      ticketNumber: 1,
      language: 'en',
    };
  };
  let firstWrittenAt = 0;
  // Every process of the stack and the Redis server, from the first event written until the last mail is polled.
  const measure = startCpuMeasure(withRedis(stack.pids()));
  if (mode === 'paced') {
    firstWrittenAt = Date.now();
    for (let i = 0; i < config.fanoutEvents; i += 1) {
      const body = payload(i);
      await db.query(insert, [JSON.stringify(body)]);
      events.push({ email: body.email, registrationId: body.registrationId, at: Date.now() });
      await sleep(config.fanoutIntervalMs);
    }
  } else {
    const bodies = Array.from({ length: config.fanoutBurst }, (_, i) => payload(i));
    firstWrittenAt = Date.now();
    // One statement (one transaction): every event of the burst becomes visible to the relay at once.
    await db.query(
      `insert into payment.outbox_event (id, name, payload)
       select gen_random_uuid(), 'payment.completed.v1', body from jsonb_array_elements($1::jsonb) as t(body)`,
      [JSON.stringify(bodies)],
    );
    const at = Date.now();
    for (const body of bodies) events.push({ email: body.email, registrationId: body.registrationId, at });
  }
  const wanted = new Map(events.map((event) => [event.email, event]));
  const deadline = Date.now() + 180_000;
  /** @type {Map<string, number>} */
  let received = new Map();
  while (Date.now() < deadline) {
    received = new Map(
      (await sunkMail(stack))
        .filter((mail) => wanted.has(mail.to[0]) && mail.subject.startsWith('Your ticket'))
        .map((mail) => [mail.to[0], Date.parse(mail.receivedAt)]),
    );
    if (received.size >= events.length) break;
    await sleep(250);
  }
  const cpu = measure();
  const issued = new Map(
    (
      await db.query(
        `select registration_id, issued_at from attendance.ticket where registration_id = any($1::int[])`,
        [events.map((event) => event.registrationId)],
      )
    ).rows.map((row) => [row.registration_id, new Date(row.issued_at).getTime()]),
  );
  const latencies = [];
  const afterIssue = [];
  for (const event of events) {
    const at = received.get(event.email);
    if (at === undefined) continue;
    latencies.push(at - event.at);
    const ticketAt = issued.get(event.registrationId);
    if (ticketAt !== undefined) afterIssue.push(at - ticketAt);
  }
  latencies.sort((a, b) => a - b);
  afterIssue.sort((a, b) => a - b);
  /** @param {number[]} values sorted */
  const stats = (values) => ({
    median: values.length ? percentile(values, 50) : null,
    p95: values.length ? percentile(values, 95) : null,
    max: values.length ? values[values.length - 1] : null,
  });
  const lastMailAt = Math.max(...received.values());
  const result = {
    mode,
    events: events.length,
    intervalMs: mode === 'paced' ? config.fanoutIntervalMs : 0,
    /** First event written → last ticket mail accepted. */
    drainSeconds: received.size ? round((lastMailAt - firstWrittenAt) / 1000, 3) : null,
    mailsPerSecond: received.size
      ? round((received.size * 1000) / Math.max(1, lastMailAt - firstWrittenAt))
      : null,
    loadAverage1mBefore,
    emailsReceived: latencies.length,
    duplicates:
      (await sunkMail(stack)).filter(
        (mail) => wanted.has(mail.to[0]) && mail.subject.startsWith('Your ticket'),
      ).length - latencies.length,
    paymentToMailMs: stats(latencies),
    ticketToMailMs: stats(afterIssue),
    cpu,
    cpuMsPerTicket: received.size ? round((systemCpuSeconds(cpu) * 1000) / received.size, 2) : null,
  };
  log(
    `fan-out (${mode}): ${result.emailsReceived}/${result.events} e-mails, ${result.mailsPerSecond} mails/s, ` +
      `${result.duplicates} duplicates, payment → mail median ${result.paymentToMailMs.median} ms, ` +
      `p95 ${result.paymentToMailMs.p95} ms; ticket → mail median ${result.ticketToMailMs.median} ms`,
  );
  return result;
}

/**
 * @param {Awaited<ReturnType<typeof reportHead>> & {
 *   config: ReturnType<typeof checkInConfig>,
 *   scans: Awaited<ReturnType<typeof scanRuns>>,
 *   scanRatios: ReturnType<typeof scanRatios>,
 *   fanout: Awaited<ReturnType<typeof fanout>>[],
 * }} report
 */
export function checkInTable(report) {
  const lines = [
    `Check-in: \`POST ${SCAN_PATH}\` with ${report.config.scanners} concurrent scanners, ${report.config.durationSeconds} s per run ` +
      `after a ${report.config.warmupSeconds} s warm-up, ${report.machine.cpuCount} × ${report.machine.cpuModel}, Node ${report.machine.node}`,
    '',
    '| target | run | scans/s (mean) | p50 (ms) | p99 (ms) | status codes | errors | tickets checked in |',
    '|---|---|--:|--:|--:|---|--:|--:|',
  ];
  for (const run of report.scans) {
    const codes = Object.entries(run.statusCodes)
      .map(([code, n]) => `${code}: ${fmt(n)}`)
      .join(', ');
    lines.push(
      `| ${TARGET_LABELS[run.target]} | ` +
        `${run.kind === 'distinct' ? 'distinct tickets (first scans → 200)' : 'repeats of used tickets (→ 409)'} | ${fmt(run.reqPerSecMean)} | ` +
        `${fmt(run.latencyMs.p50)} | ${fmt(run.latencyMs.p99)} | ${codes} | ${fmt(run.errors)} | ${fmt(run.ticketsCheckedIn)} |`,
    );
  }
  lines.push(
    '',
    '| run | eventdesk scans/s | design floor scans/s | floor scans/s | eventdesk / floor (goal ≥ 0.3) | design floor / floor | eventdesk / design floor |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...report.scanRatios.map(
      (r) =>
        `| ${r.kind} | ${fmt(r.eventdesk)} | ${fmt(r.design)} | ${fmt(r.floor)} | ${fixed2(r.ratio)} | ${fixed2(r.designRatio)} | ${fixed2(r.eventdeskToDesign)} |`,
    ),
  );
  lines.push('', 'CPU during each measured scan run (seconds):');
  for (const run of report.scans) {
    const parts = Object.entries(run.cpu.cpuSeconds)
      .filter(([, s]) => s !== null)
      .map(([name, s]) => `${name} ${s}`);
    lines.push(
      `- ${run.target} ${run.kind}: machine ${fmt(run.cpu.machineBusyPercent)} % busy (load ${run.loadAverage1mBefore} before); ${parts.join(', ')}.`,
    );
  }
  lines.push(
    '',
    `Fan-out: \`payment.completed.v1\` (a row in payment.outbox_event) → payment relay → attendance (ticket + ` +
      '`ticket.issued.v1`) → notification (delivery rows, the e-mail sent in the event’s job) → SMTP stand-in accepted the mail with the QR inline.',
    '',
    'Goals: burst ≥ 200 mails/s (first event written → last ticket mail accepted), paced median payment → mail < 500 ms.',
    '',
    '| events | sent as | e-mails | duplicates | mails/s (first write → last mail) | payment → mail median (ms) | p95 (ms) | max (ms) | ticket issued → mail median (ms) | p95 (ms) | load before |',
    '|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  );
  for (const run of report.fanout) {
    lines.push(
      `| ${fmt(run.events)} | ${run.mode === 'paced' ? `one every ${run.intervalMs} ms` : 'one statement (burst)'} | ${fmt(run.emailsReceived)} | ` +
        `${fmt(run.duplicates)} | ${run.mode === 'burst' ? fmt(run.mailsPerSecond) : '–'} | ${fmt(run.paymentToMailMs.median)} | ${fmt(run.paymentToMailMs.p95)} | ${fmt(run.paymentToMailMs.max)} | ` +
        `${fmt(run.ticketToMailMs.median)} | ${fmt(run.ticketToMailMs.p95)} | ${fmt(run.loadAverage1mBefore)} |`,
    );
  }
  lines.push(
    '',
    'CPU from the first event written to the last mail accepted (seconds; the apps, the stand-ins, nats-server and Redis, ' +
      'not PostgreSQL), and per ticket mail:',
  );
  for (const run of report.fanout) {
    const parts = Object.entries(run.cpu.cpuSeconds)
      .filter(([name, s]) => s !== null && name !== LOAD_GENERATOR)
      .map(([name, s]) => `${name} ${s}`);
    lines.push(
      `- ${run.mode}: machine ${fmt(run.cpu.machineBusyPercent)} % busy; ${parts.join(', ')}; ${fmt(run.cpuMsPerTicket)} ms per ticket.`,
    );
  }
  return lines.join('\n');
}

/** @param {{ build?: boolean }} [options] */
export function runCheckInBench({ build = true } = {}) {
  const config = checkInConfig();
  const ticketSecret = randomBytes(32).toString('base64url');
  /** @type {import('./lib/harness.mjs').RunOptions} */
  const options = {
    name: 'check-in',
    variant: 'fulfilment',
    database: DATABASE,
    queuePrefix: QUEUE_PREFIX,
    build,
    poolSize: 4,
    // registration-service answers the settings RPC that ticket.issued's reminder scheduling needs: without it
    // every ticket.issued job failed and was retried five times (dead letters), which is not production's path.
    stack: { logLevel: config.logLevel, ticketSecret, extraServices: ['registration'] },
  };
  return runWithStack(options, async ({ databaseUrl, logDir, db, stack }) => {
    const report = {
      ...(await reportHead('check-in', db)),
      config: {
        ...config,
        database: DATABASE,
        queuePrefix: QUEUE_PREFIX,
        loadGenerator: 'autocannon in the bench process',
      },
      logDir,
      scans: /** @type {Awaited<ReturnType<typeof scanRuns>>} */ ([]),
      scanRatios: /** @type {ReturnType<typeof scanRatios>} */ ([]),
      fanout: /** @type {Awaited<ReturnType<typeof fanout>>[]} */ ([]),
    };
    log(`seeding ${config.tickets} paid tickets`);
    const supply = tokenSupply(await seedTickets(db, config.tickets, ticketSecret));
    const bearer = await staffToken({
      databaseUrl,
      gatewayUrl: stack.gatewayUrl,
      username: 'bench-door',
      role: 'user',
    });
    const context = { stack, db, config, supply, bearer };
    report.scans.push(
      ...(await scanRuns({
        ...context,
        target: 'eventdesk',
        url: stack.gatewayUrl,
        pids: stack.pids,
        alive: stack.alive,
      })),
    );
    // The design floor and the floor in the same run, on the same tickets table, while the stack idles (its
    // processes stay up); the design floor uses the stack's nats-server, whose CPU is counted with it.
    const design = await startDesignFloor({
      databaseUrl,
      natsUrl: stack.natsUrl,
      natsPid: () => stack.pids()['nats-server'],
      logDir,
      kind: 'scan',
    });
    try {
      report.scans.push(...(await scanRuns({ ...context, target: 'design', ...design })));
    } finally {
      await design.stop();
    }
    const floor = await startBaseline({ databaseUrl, logDir, kind: 'scan' });
    try {
      report.scans.push(...(await scanRuns({ ...context, target: 'floor', ...floor })));
    } finally {
      await floor.stop();
    }
    report.scanRatios = scanRatios(report.scans);
    report.fanout.push(await fanout({ stack, db, config, mode: 'paced', offset: 10_000_000 }));
    report.fanout.push(await fanout({ stack, db, config, mode: 'burst', offset: 20_000_000 }));
    publishResults('check-in', report, titledTable('Check-in bench', report, checkInTable(report)));
    return report;
  });
}

benchMain(import.meta.url, () => runCheckInBench({ build: true }), checkInBudgetSeconds(checkInConfig()));
