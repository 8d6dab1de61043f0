// @ts-check
// Ticket rush: far more visitors than seats hit POST /api/registrations at once, through the whole system
// (gateway -> NATS -> registration-service, whose transaction claims one seat row with FOR UPDATE SKIP LOCKED,
// inserts the registration and its outbox event). The load runs until the package is sold out and a few seconds
// beyond; the bench then counts what was sold. Sold seats must equal the capacity, never exceed it.
//
//   npm run bench                      (all benches, builds first)
//   node bench/ticket-rush.mjs         (this one; BENCH_BUILD=0 to use dist/ as it is)
//
// Env: BENCH_RUSH_CAPACITY (seats, default 1000), BENCH_RUSH_CONNECTIONS (default 200), BENCH_RUSH_TAIL (seconds
// of load after the first 409, default 3), BENCH_RUSH_MAX (longest rush, s, default 120), BENCH_WARMUP (s, default
// 2), BENCH_RUSH_REFERENCE (s of registrations with seats to spare before the rush, for a same-run ratio;
// default 10, 0 to skip), BENCH_LOG_LEVEL (apps' LOG_LEVEL, default info).
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { adminToken, setCapacities } from './lib/admin.mjs';
import { titledTable } from './lib/bench-io.mjs';
import { startCpuMeasure } from './lib/cpu.mjs';
import { fmt, percentile, round } from './lib/figures.mjs';
import { benchMain, envNumber, reportHead, publishResults, runWithStack } from './lib/harness.mjs';
import { log, sleep } from './lib/procs.mjs';
import { nextContact, rateLimitCounters, spreadOverSources, VISITORS } from './lib/visitors.mjs';

const DATABASE = 'eventdesk_bench_rush';
const QUEUE_PREFIX = 'bench-rush';
const PATH = '/api/registrations';
const PACKAGE = 'gold';
/** Warm-up package: its default capacity (200) is soon gone, so both answers (201 and 409) get warm. */
const WARMUP_PACKAGE = 'silver';
/** Reference package: so many seats that the run never sells out (the claim never has to look far). */
const REFERENCE_PACKAGE = 'diamond';
const REFERENCE_CAPACITY = 100_000;

export function ticketRushConfig(env = process.env) {
  return {
    capacity: Math.round(envNumber('BENCH_RUSH_CAPACITY', 1000, env)),
    connections: Math.round(envNumber('BENCH_RUSH_CONNECTIONS', 200, env)),
    tailSeconds: envNumber('BENCH_RUSH_TAIL', 3, env),
    maxSeconds: envNumber('BENCH_RUSH_MAX', 120, env),
    warmupSeconds: envNumber('BENCH_WARMUP', 2, env),
    referenceSeconds: Number(env.BENCH_RUSH_REFERENCE ?? 10),
    logLevel: env.BENCH_LOG_LEVEL ?? 'info',
    rateLimitPerMinute: 100_000_000,
  };
}

/** @param {ReturnType<typeof ticketRushConfig>} config */
export function ticketRushBudgetSeconds(config) {
  return 300 + config.warmupSeconds + config.referenceSeconds + config.maxSeconds + config.tailSeconds;
}

// ---------------------------------------------------------------------------------------------------------
// Load.

/**
 * Every request from a visitor of its own (a distinct e-mail and mobile number; one contact may hold 2 unpaid seats).
 * @param {string} tag
 * @param {string} pkg
 * @returns {() => string}
 */
function bodyMaker(tag, pkg) {
  return () =>
    JSON.stringify({
      fullName: 'Rush Visitor',
      ...nextContact(`rush+${tag}`),
      type: 'individual',
      package: pkg,
      language: 'en',
    });
}

/**
 * One answer of the rush: its status, latency and when it came (ms after the start).
 * @typedef {{ status: number, ms: number, at: number }} Answer
 */

/**
 * Fires until `stopAfterSoldOut` seconds after the first 409 (or `maxSeconds`), recording every answer's status,
 * latency and time, so 201s and 409s can be told apart.
 * @param {object} options
 * @param {string} options.url
 * @param {number} options.connections
 * @param {() => string} options.nextBody
 * @param {number} options.maxSeconds
 * @param {number | null} options.stopAfterSoldOut seconds of load after the first 409; null: no stop
 * @returns {Promise<{ result: import('autocannon').Result, answers: Answer[], soldOutMs: number | null }>}
 */
function rush({ url, connections, nextBody, maxSeconds, stopAfterSoldOut }) {
  return new Promise((done, fail) => {
    /** @type {Answer[]} */
    const answers = [];
    /** @type {number | null} */
    let soldOutAt = null;
    /** @type {number | null} */
    let started = null;
    const instance = autocannon(
      {
        url,
        connections,
        duration: maxSeconds,
        timeout: 10,
        headers: { 'content-type': 'application/json' },
        // The gateway's limits are per client address: the crowd comes from 127.0.0.2-50, not one address.
        setupClient: spreadOverSources(),
        requests: [
          { method: 'POST', path: PATH, setupRequest: (request) => ({ ...request, body: nextBody() }) },
        ],
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) fail(error);
        else
          done({
            result,
            answers,
            // `started` is set by then: at the start, or at the latest by the 409 that set soldOutAt.
            soldOutMs: soldOutAt === null ? null : soldOutAt - /** @type {number} */ (started),
          });
      },
    );
    instance.on('start', () => {
      started = Date.now();
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const at = Date.now();
      started ??= at;
      answers.push({ status: statusCode, ms: responseTime, at: at - started });
      if (statusCode === 409 && soldOutAt === null) {
        soldOutAt = at;
        if (stopAfterSoldOut !== null) setTimeout(() => instance.stop(), stopAfterSoldOut * 1000);
      }
    });
    const guard = setTimeout(() => instance.stop(), (maxSeconds + 30) * 1000);
  });
}

/** @param {Answer[]} answers */
function latencyOf(answers) {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  if (!sorted.length) return { count: 0, p50: null, p99: null };
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50) ?? NaN),
    p99: round(percentile(sorted, 99) ?? NaN),
  };
}

/**
 * What the database says of a package's seats after the rush.
 * @typedef {{ registrations: number, seats_taken: number, distinct_holders: number, highest_taken_seat: number }} SeatState
 */

/**
 * @param {import('pg').Pool} db
 * @param {string} pkg
 * @returns {Promise<SeatState>}
 */
async function seatState(db, pkg) {
  const { rows } = await db.query(
    `select
       (select count(*)::int from registration.registration where package = $1) as registrations,
       count(*) filter (where registration_id is not null and (sold or held_until > now()))::int as seats_taken,
       count(distinct registration_id)::int as distinct_holders,
       coalesce(max(number) filter (where registration_id is not null), 0)::int as highest_taken_seat
     from registration.seat where package = $1`,
    [pkg],
  );
  return rows[0];
}

/**
 * A package's entry of GET /api/seats (the field read here).
 * @param {string} gatewayUrl
 * @param {string} pkg
 * @returns {Promise<{ seatsLeft: number }>}
 */
async function seatsLeft(gatewayUrl, pkg) {
  const response = await fetch(`${gatewayUrl}/api/seats`);
  return (await response.json()).packages[pkg];
}

/**
 * Registrations of a package with seats to spare, at the rush's connections: the same run's reference figure.
 * @param {{ gatewayUrl: string, token: string, config: ReturnType<typeof ticketRushConfig> }} options
 */
async function referenceRun({ gatewayUrl, token, config }) {
  await setCapacities({ gatewayUrl, token, capacities: { [REFERENCE_PACKAGE]: REFERENCE_CAPACITY } });
  log(
    `reference: ${config.referenceSeconds} s of ${REFERENCE_PACKAGE} registrations, ${REFERENCE_CAPACITY} seats`,
  );
  const { result, answers } = await rush({
    url: gatewayUrl,
    connections: config.connections,
    nextBody: bodyMaker(`reference-${Date.now().toString(36)}`, REFERENCE_PACKAGE),
    maxSeconds: config.referenceSeconds,
    stopAfterSoldOut: null,
  });
  const reference = {
    package: REFERENCE_PACKAGE,
    capacity: REFERENCE_CAPACITY,
    reqPerSecMean: round(result.requests.mean),
    latencyMs: { p50: round(result.latency.p50), p99: round(result.latency.p99) },
    responses: answers.length,
    created: answers.filter((a) => a.status === 201).length,
    other: answers.filter((a) => a.status !== 201).length,
  };
  log(
    `reference: ${reference.reqPerSecMean} req/s, p50 ${reference.latencyMs.p50} ms, p99 ${reference.latencyMs.p99} ms`,
  );
  await sleep(1000);
  return reference;
}

// ---------------------------------------------------------------------------------------------------------
// Report.

/**
 * The rush itself, as the report keeps it.
 * @typedef {object} RushRun
 * @property {number} connections
 * @property {number | null} reqPerSecMean
 * @property {{ p50: number | null, p99: number | null, max: number | null }} latencyMs
 * @property {number} requestsSent
 * @property {number} responses
 * @property {number | null} durationSeconds
 * @property {Record<number, number>} statusCodes
 * @property {number} created
 * @property {number} soldOut
 * @property {number} errors
 * @property {number} timeouts
 * @property {{ 201: ReturnType<typeof latencyOf>, 409: ReturnType<typeof latencyOf> }} byStatus
 * @property {number | null} soldOutSeconds
 * @property {number | null} reqPerSecToSellOut
 * @property {SeatState} seats
 * @property {number} seatsLeftAfter
 * @property {string} verdict
 * @property {number | null} loadAverage1mBefore
 * @property {import('./lib/cpu.mjs').CpuFigures} cpu
 * @property {number} [rateLimitCounters]
 */

/**
 * The ticket rush bench's report (bench/results/ticket-rush.json).
 * @typedef {Awaited<ReturnType<typeof reportHead>> & {
 *   config: ReturnType<typeof ticketRushConfig> & { visitors?: string },
 *   reference: Awaited<ReturnType<typeof referenceRun>> | null,
 *   run: RushRun,
 * }} TicketRushReport
 */

/** @param {TicketRushReport} report */
export function markdownTable(report) {
  const r = report.run;
  const others = Object.entries(r.statusCodes).filter(([code]) => code !== '201' && code !== '409');
  const lines = [
    `Ticket rush: \`POST ${PATH}\` (package ${PACKAGE}, capacity ${fmt(report.config.capacity)}) at ` +
      `${report.config.connections} connections until sold out + ${report.config.tailSeconds} s, ` +
      `${report.machine.cpuCount} × ${report.machine.cpuModel}, Node ${report.machine.node}` +
      (report.config.visitors ? `; ${report.config.visitors}` : ''),
    '',
    '| capacity | requests | req/s (mean) | p50 (ms) | p99 (ms) | 201 | 409 | other | sold out after (s) | req/s to sell-out | seats taken | registrations | verdict |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    `| ${fmt(report.config.capacity)} | ${fmt(r.responses)} | ${fmt(r.reqPerSecMean)} | ${fmt(r.latencyMs.p50)} | ` +
      `${fmt(r.latencyMs.p99)} | ${fmt(r.created)} | ${fmt(r.soldOut)} | ` +
      `${others.length ? others.map(([code, n]) => `${code}: ${n}`).join(', ') : 0}${r.errors ? ` (+${r.errors} errors)` : ''} | ` +
      `${fmt(r.soldOutSeconds)} | ${fmt(r.reqPerSecToSellOut)} | ${fmt(r.seats.seats_taken)} | ${fmt(r.seats.registrations)} | ${r.verdict} |`,
    '',
    `Latency by answer: 201 p50 ${fmt(r.byStatus['201']?.p50)} ms, p99 ${fmt(r.byStatus['201']?.p99)} ms; ` +
      `409 p50 ${fmt(r.byStatus['409']?.p50)} ms, p99 ${fmt(r.byStatus['409']?.p99)} ms. ` +
      `Seats left after the rush (GET /api/seats): ${fmt(r.seatsLeftAfter)}; distinct seat holders ${fmt(r.seats.distinct_holders)}, ` +
      `highest seat number taken ${fmt(r.seats.highest_taken_seat)}.`,
  ];
  if (report.reference) {
    const ref = report.reference;
    const ratio =
      r.reqPerSecToSellOut && ref.reqPerSecMean
        ? (r.reqPerSecToSellOut / ref.reqPerSecMean).toFixed(2)
        : 'n/a';
    lines.push(
      '',
      `Same run, same connections, ${report.config.referenceSeconds} s of ${ref.package} registrations with ${fmt(ref.capacity)} seats ` +
        `(never sold out): ${fmt(ref.reqPerSecMean)} req/s, p50 ${fmt(ref.latencyMs.p50)} ms, p99 ${fmt(ref.latencyMs.p99)} ms ` +
        `(${fmt(ref.created)} × 201${ref.other ? `, ${fmt(ref.other)} other` : ''}). ` +
        `Rush to sell-out / reference: ${ratio}.`,
    );
  }
  const parts = Object.entries(r.cpu.cpuSeconds)
    .filter(([, s]) => s !== null)
    .map(([name, s]) => `${name} ${s}`);
  lines.push(
    '',
    `CPU during the rush: machine ${fmt(r.cpu.machineBusyPercent)} % busy (load ${r.loadAverage1mBefore} before); ${parts.join(', ')}.`,
  );
  if (r.rateLimitCounters !== undefined)
    lines.push(
      '',
      `The gateway's per-address rate-limit counters in Redis after the rush: ${fmt(r.rateLimitCounters)} (one per client address and route).`,
    );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------

/** @param {{ build?: boolean }} [options] */
export function runTicketRushBench({ build = true } = {}) {
  const config = ticketRushConfig();
  /** @type {import('./lib/harness.mjs').RunOptions} */
  const options = {
    name: 'ticket-rush',
    variant: 'full',
    database: DATABASE,
    queuePrefix: QUEUE_PREFIX,
    build,
    stack: { logLevel: config.logLevel, rateLimitPerMinute: config.rateLimitPerMinute },
  };
  return runWithStack(options, async ({ databaseUrl, logDir, db, stack }) => {
    const header = {
      ...(await reportHead('ticket-rush', db)),
      config: {
        ...config,
        database: DATABASE,
        queuePrefix: QUEUE_PREFIX,
        path: PATH,
        package: PACKAGE,
        visitors: VISITORS,
      },
      logDir,
    };
    const token = await adminToken({ databaseUrl, gatewayUrl: stack.gatewayUrl });
    await setCapacities({
      gatewayUrl: stack.gatewayUrl,
      token,
      capacities: { [PACKAGE]: config.capacity },
      onSale: [WARMUP_PACKAGE],
    });
    const before = await seatsLeft(stack.gatewayUrl, PACKAGE);
    if (before.seatsLeft !== config.capacity)
      throw new Error(
        `expected ${config.capacity} ${PACKAGE} seats before the rush, the API says ${before.seatsLeft}`,
      );
    log(`${PACKAGE}: ${config.capacity} seats for sale`);

    log(
      `warm-up: ${config.warmupSeconds} s of ${WARMUP_PACKAGE} registrations (201 until sold out, then 409)`,
    );
    await rush({
      url: stack.gatewayUrl,
      connections: Math.min(50, config.connections),
      nextBody: bodyMaker(`warmup-${Date.now().toString(36)}`, WARMUP_PACKAGE),
      maxSeconds: config.warmupSeconds,
      stopAfterSoldOut: null,
    });
    await sleep(1000);

    const reference =
      config.referenceSeconds > 0
        ? await referenceRun({ gatewayUrl: stack.gatewayUrl, token, config })
        : null;

    log(`rush: ${config.connections} connections on ${PACKAGE} until sold out + ${config.tailSeconds} s`);
    const loadAverage1mBefore = round(loadavg()[0], 2);
    const measureCpu = startCpuMeasure(stack.pids());
    const { result, answers, soldOutMs } = await rush({
      url: stack.gatewayUrl,
      connections: config.connections,
      nextBody: bodyMaker(`rush-${Date.now().toString(36)}`, PACKAGE),
      maxSeconds: config.maxSeconds,
      stopAfterSoldOut: config.tailSeconds,
    });
    const cpu = measureCpu();
    const counters = await rateLimitCounters(QUEUE_PREFIX);
    await sleep(1500);
    const seats = await seatState(db, PACKAGE);
    /** @type {Record<number, number>} */
    const statusCodes = {};
    for (const a of answers) statusCodes[a.status] = (statusCodes[a.status] ?? 0) + 1;
    const created = statusCodes[201] ?? 0;
    const soldOut = statusCodes[409] ?? 0;
    const answeredBeforeSellOut =
      soldOutMs === null ? answers.length : answers.filter((a) => a.at <= soldOutMs).length;
    const verdict =
      seats.seats_taken > config.capacity || seats.registrations > config.capacity
        ? 'OVERSOLD'
        : seats.seats_taken === config.capacity &&
            created === config.capacity &&
            seats.registrations === config.capacity
          ? 'exact: sold = capacity'
          : `MISMATCH (201: ${created}, seats taken: ${seats.seats_taken}, rows: ${seats.registrations})`;
    /** @type {RushRun} */
    const run = {
      connections: config.connections,
      reqPerSecMean: round(result.requests.mean),
      latencyMs: {
        p50: round(result.latency.p50),
        p99: round(result.latency.p99),
        max: round(result.latency.max),
      },
      requestsSent: result.requests.sent,
      responses: answers.length,
      durationSeconds: round(result.duration, 2),
      statusCodes,
      created,
      soldOut,
      errors: result.errors,
      timeouts: result.timeouts,
      byStatus: {
        201: latencyOf(answers.filter((a) => a.status === 201)),
        409: latencyOf(answers.filter((a) => a.status === 409)),
      },
      soldOutSeconds: soldOutMs === null ? null : round(soldOutMs / 1000, 2),
      reqPerSecToSellOut: soldOutMs ? round(answeredBeforeSellOut / (soldOutMs / 1000)) : null,
      seats,
      seatsLeftAfter: (await seatsLeft(stack.gatewayUrl, PACKAGE)).seatsLeft,
      verdict,
      loadAverage1mBefore,
      cpu,
      rateLimitCounters: counters,
    };
    if (!stack.alive()) throw new Error('a process of the stack exited during the rush (see the logs)');
    log(
      `rush: ${run.reqPerSecMean} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, ` +
        `201 ${created}, 409 ${soldOut}, seats taken ${seats.seats_taken}/${config.capacity}: ${verdict}`,
    );
    const report = { ...header, reference, run };
    publishResults('ticket-rush', report, titledTable('Ticket rush bench', report, markdownTable(report)));
    if (run.verdict === 'OVERSOLD') throw new Error('the package was oversold');
    return report;
  });
}

benchMain(
  import.meta.url,
  () => runTicketRushBench({ build: true }),
  ticketRushBudgetSeconds(ticketRushConfig()),
);
