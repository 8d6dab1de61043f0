// @ts-check
// Registration throughput: POST /api/registrations through the whole system (gateway -> NATS ->
// registration-service -> PostgreSQL transaction with the outbox event; relay -> BullMQ -> notification-service
// -> SMTP stand-in) against a bare node:http + pg insert doing the same HTTP work, at 50 and 200 connections.
//
//   npm run bench                      (all benches, builds first)
//   node bench/registrations.mjs       (this one; BENCH_BUILD=0 to use dist/ as it is)
//
// Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 50,200),
// BENCH_LOG_LEVEL (apps' LOG_LEVEL, default info as in production), BENCH_DRAIN_TIMEOUT (s, default 120),
// BENCH_IDEMPOTENCY_KEY=0 (send no Idempotency-Key; the web app sends one per submission).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { adminToken, setCapacities } from './lib/admin.mjs';
import { startBaseline, BASELINE_SCHEMA } from './lib/baseline.mjs';
import { startDesignFloor } from './lib/design-floor.mjs';
import { titledTable } from './lib/bench-io.mjs';
import {
  LOAD_GENERATOR,
  processCpuSeconds,
  startCpuMeasure,
  systemCpuSeconds,
  withRedis,
} from './lib/cpu.mjs';
import { fixed2, fmt, ratioOf, round } from './lib/figures.mjs';
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
import { nextContact, rateLimitCounters, spreadOverSources, VISITORS } from './lib/visitors.mjs';

const require = createRequire(import.meta.url);
const DATABASE = 'eventdesk_bench';
const QUEUE_PREFIX = 'bench';
const PATH = '/api/registrations';

export function registrationsConfig(env = process.env) {
  return {
    ...durationConfig(env),
    connections: (env.BENCH_CONNECTIONS ?? '50,200').split(',').map((c) => {
      const n = Number(c.trim());
      if (!Number.isInteger(n) || n <= 0)
        throw new Error('BENCH_CONNECTIONS must be a comma-separated list of positive integers');
      return n;
    }),
    logLevel: env.BENCH_LOG_LEVEL ?? 'info',
    drainTimeoutSeconds: envNumber('BENCH_DRAIN_TIMEOUT', 120, env),
    /** The gateway's per-address limit, set far above anything one load generator can send. */
    rateLimitPerMinute: 100_000_000,
  };
}

/**
 * Upper bound of one run of this bench, for the deadline.
 * @param {ReturnType<typeof registrationsConfig>} config
 */
export function registrationsBudgetSeconds(config) {
  const perRun = config.warmupSeconds + config.durationSeconds + 60;
  return (
    240 + config.connections.length * 2 * perRun + config.connections.length * 60 + config.drainTimeoutSeconds
  );
}

// ---------------------------------------------------------------------------------------------------------
// Load.

/**
 * A valid body (spec: package gold) from a visitor of its own: a distinct e-mail and mobile number every time, as
 * honest visitors are (one contact may hold only 2 unpaid seats).
 * @param {string} tag
 * @returns {() => string}
 */
function bodyMaker(tag) {
  return () =>
    JSON.stringify({
      fullName: 'Bench Visitor',
      ...nextContact(`bench+${tag}`),
      type: 'individual',
      package: 'gold',
      language: 'en',
    });
}

/**
 * @param {string} url
 * @param {number} connections
 * @param {number} seconds
 * @param {() => string} nextBody
 */
const load = (url, connections, seconds, nextBody) =>
  fire({
    url,
    connections,
    seconds,
    path: PATH,
    headers: {},
    // The gateway's limits are per client address: the connections come from 127.0.0.2-50, not one address.
    setupClient: spreadOverSources(),
    // Like the web app: one Idempotency-Key per submission (BENCH_IDEMPOTENCY_KEY=0 sends none, to compare).
    setupRequest: (request) => ({
      ...request,
      body: nextBody(),
      headers:
        process.env.BENCH_IDEMPOTENCY_KEY === '0'
          ? request.headers
          : { ...request.headers, 'idempotency-key': randomUUID() },
    }),
  });

/**
 * One request before the load, so a broken target fails fast with its answer instead of a table of errors.
 * @param {string} url
 * @param {() => string} nextBody
 * @returns {Promise<{ id: number }>} the created registration (the fields read here)
 */
async function smokeTest(url, nextBody) {
  const res = await fetch(`${url}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: nextBody(),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  if (res.status !== 201)
    throw new Error(`smoke request to ${url}${PATH} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

// ---------------------------------------------------------------------------------------------------------
// Database checks.

/**
 * The `n` of a `select count(*)::int as n` query.
 * @param {import('pg').Pool} db
 * @param {string} sql
 * @returns {Promise<number>}
 */
const count = async (db, sql) => (await db.query(sql)).rows[0].n;

/**
 * Polls until the value stops changing for stableMs (requests still in flight when the load stopped).
 * @param {() => Promise<number>} read
 * @param {{ stableMs?: number, timeoutMs?: number }} [options]
 */
async function settle(read, { stableMs = 1000, timeoutMs = 15_000 } = {}) {
  const started = Date.now();
  let last = await read();
  let since = Date.now();
  while (Date.now() - started < timeoutMs) {
    await sleep(250);
    const value = await read();
    if (value !== last) {
      last = value;
      since = Date.now();
    } else if (Date.now() - since >= stableMs) break;
  }
  return last;
}

/**
 * Registrations, outbox events and e-mail deliveries so far.
 * @param {import('pg').Pool} db
 */
async function pipelineState(db) {
  const outbox = (
    await db.query(
      `select count(*)::int as total, count(published_at)::int as published from registration.outbox_event`,
    )
  ).rows[0];
  /** @type {Record<string, number>} */
  const deliveries = { queued: 0, sent: 0, failed: 0 };
  for (const row of (
    await db.query(`select status, count(*)::int as n from notification.delivery group by status`)
  ).rows)
    deliveries[row.status] = row.n;
  return {
    registrations: await count(db, `select count(*)::int as n from registration.registration`),
    outboxEvents: outbox.total,
    outboxPublished: outbox.published,
    outboxUnpublished: outbox.total - outbox.published,
    emailsSent: deliveries.sent,
    emailsFailed: deliveries.failed,
    emailsQueued: deliveries.queued,
  };
}

/**
 * Server processes of the PostgreSQL connections to the bench database (the apps' and the baseline's pools).
 * @param {import('pg').Pool} db
 * @returns {Promise<number[]>}
 */
async function backendPids(db) {
  const { rows } = await db.query(
    `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [DATABASE],
  );
  return rows.map((row) => row.pid);
}

/**
 * Sums the per-backend CPU into one "postgres" figure; a backend opened during the run counts whole.
 * @param {import('./lib/cpu.mjs').CpuFigures} cpu
 * @param {number[]} before
 * @param {number[]} after
 * @returns {import('./lib/cpu.mjs').CpuFigures}
 */
function foldBackends(cpu, before, after) {
  let total = 0;
  /** @type {Record<string, number | null>} */
  const cpuSeconds = {};
  for (const [name, seconds] of Object.entries(cpu.cpuSeconds)) {
    if (name.startsWith('pg:')) total += seconds ?? 0;
    else cpuSeconds[name] = seconds;
  }
  for (const pid of after.filter((p) => !before.includes(p))) total += processCpuSeconds(pid) ?? 0;
  cpuSeconds['postgres (bench db backends)'] = Math.round(total * 100) / 100;
  return { ...cpu, cpuSeconds };
}

/** @param {Awaited<ReturnType<typeof pipelineState>>} s */
const pipelineIdle = (s) => s.outboxUnpublished === 0 && s.emailsSent + s.emailsFailed >= s.outboxPublished;

/**
 * Waits (bounded) until every outbox event is published and every e-mail is sent or failed.
 * @param {import('pg').Pool} db
 * @param {number} timeoutSeconds
 * @param {number} [pollMs]
 */
async function waitPipelineIdle(db, timeoutSeconds, pollMs = 500) {
  const started = Date.now();
  let state = await pipelineState(db);
  while (!pipelineIdle(state) && Date.now() - started < timeoutSeconds * 1000) {
    await sleep(pollMs);
    state = await pipelineState(db);
  }
  return { ...state, idle: pipelineIdle(state), waitedSeconds: round((Date.now() - started) / 1000) };
}

/**
 * Every 201 is a committed row; a row without a 2xx is a request still in flight when the load stopped (its
 * answer was never read), a client timeout, or a 5xx after the commit. Anything outside that range is a bug.
 * @param {number} rows
 * @param {ReturnType<typeof summarize>} summary
 */
function rowsCheck(rows, summary) {
  const unanswered = summary.requestsSent - summary.responses;
  const fivexx = Object.entries(summary.statusCodes)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, n]) => sum + n, 0);
  const ok = rows >= summary['2xx'] && rows <= summary['2xx'] + unanswered + fivexx;
  return { rows, extraRows: rows - summary['2xx'], unansweredAtStop: unanswered, ok };
}

/**
 * The end-to-end window of a gateway run: from the first request until the SMTP stand-in accepted the e-mail of the
 * run's last registration (waits for the pipeline to drain, so deferred mail is paid for). Registrations per second
 * over that window, and the CPU of every process of the system in it (load generator excluded) per registration.
 * @param {import('pg').Pool} db
 * @param {ReturnType<typeof registrationsConfig>} config
 * @param {() => import('./lib/cpu.mjs').CpuFigures} measureCpu the run's measure, still going
 * @param {number[]} backends0
 * @param {number} loadStartedAt
 * @param {number} registrations
 */
async function drainedWindow(db, config, measureCpu, backends0, loadStartedAt, registrations) {
  const drained = await waitPipelineIdle(db, config.drainTimeoutSeconds, 100);
  const cpu = foldBackends(measureCpu(), backends0, await backendPids(db));
  const lastMail = (
    await db.query(
      `select max(updated_at) as at from notification.delivery where status = 'sent' and channel = 'email'`,
    )
  ).rows[0]?.at;
  const windowSeconds = lastMail ? (new Date(lastMail).getTime() - loadStartedAt) / 1000 : null;
  const systemSeconds = systemCpuSeconds(cpu);
  return {
    drained: drained.idle,
    windowSeconds: windowSeconds === null ? null : round(windowSeconds, 2),
    registrationsPerSecond: windowSeconds ? round(registrations / windowSeconds) : null,
    cpuMsPerRegistration: registrations ? round((systemSeconds * 1000) / registrations, 2) : null,
    cpu,
  };
}

// ---------------------------------------------------------------------------------------------------------
// One target, all connection levels.

/**
 * @typedef {object} Target
 * @property {'gateway' | 'design' | 'baseline'} target
 * @property {string} url
 * @property {ReturnType<typeof registrationsConfig>} config
 * @property {import('pg').Pool} db
 * @property {() => Promise<number>} countRows
 * @property {() => ReturnType<typeof waitPipelineIdle>} [beforeMeasure]
 * @property {() => boolean} alive
 * @property {() => Record<string, number>} pids
 */

/** @param {Target} target */
async function benchTarget({ target, url, config, db, countRows, beforeMeasure, alive, pids }) {
  const runs = [];
  const nextBody = bodyMaker(`${target}-${Date.now().toString(36)}`);
  const smoke = await smokeTest(url, nextBody);
  log(`${target}: smoke request ok (id ${smoke.id})`);
  for (const connections of config.connections) {
    log(`${target}: ${connections} connections, ${config.warmupSeconds} s warm-up`);
    await load(url, connections, config.warmupSeconds, nextBody);
    const before = beforeMeasure ? await beforeMeasure() : null;
    const rows0 = await settle(countRows);
    const pipeline0 = target === 'gateway' ? await pipelineState(db) : null;
    log(`${target}: ${connections} connections, ${config.durationSeconds} s measured`);
    const loadAverage1m = round(loadavg()[0], 2);
    const backends0 = await backendPids(db);
    const measureCpu = startCpuMeasure({
      ...pids(),
      ...Object.fromEntries(backends0.map((pid) => [`pg:${pid}`, pid])),
    });
    const loadStartedAt = Date.now();
    const result = await load(url, connections, config.durationSeconds, nextBody);
    const cpu = foldBackends(measureCpu(), backends0, await backendPids(db));
    const rows1 = await settle(countRows);
    const summary = summarize(result);
    // The gateway's runs go on measuring until the run's last e-mail is accepted (issue 18's window).
    const endToEnd =
      target === 'gateway'
        ? await drainedWindow(db, config, measureCpu, backends0, loadStartedAt, rows1 - rows0)
        : null;
    // The gateway's runs also say what the pipeline did meanwhile and how many rate-limit counters it keeps.
    const pipeline1 = pipeline0 ? await pipelineState(db) : null;
    const run = {
      target,
      connections,
      ...summary,
      rowsCheck: rowsCheck(rows1 - rows0, summary),
      loadAverage1mBefore: loadAverage1m,
      cpu,
      ...(endToEnd ? { endToEnd } : {}),
      ...(pipeline0 && pipeline1
        ? {
            pipelineBeforeRun: before,
            duringRun: {
              outboxEventsCreated: pipeline1.outboxEvents - pipeline0.outboxEvents,
              outboxEventsPublished: pipeline1.outboxPublished - pipeline0.outboxPublished,
              emailsSent: pipeline1.emailsSent - pipeline0.emailsSent,
            },
            rateLimitCounters: await rateLimitCounters(QUEUE_PREFIX),
          }
        : {}),
    };
    if (!alive()) throw new Error(`${target}: a process of the target exited during the run (see the logs)`);
    log(
      `${target} c=${connections}: ${summary.reqPerSecMean} req/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, ` +
        `2xx ${summary['2xx']}, non-2xx ${summary.non2xx}, errors ${summary.errors}, rows ${run.rowsCheck.rows}`,
    );
    runs.push(run);
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------------------
// Report.

/** @typedef {Awaited<ReturnType<typeof benchTarget>>[number]} TargetRun */

/** @param {TargetRun} run */
function statusNote(run) {
  const others = Object.entries(run.statusCodes).filter(([code]) => !code.startsWith('2'));
  return others.length ? ` (${others.map(([code, n]) => `${code}: ${n}`).join(', ')})` : '';
}

/**
 * Requests per second of the three targets at one connection level, and their ratios (the design floor's are absent
 * from reports written before it existed).
 * @typedef {{ connections: number, gateway: number | null, design?: number | null, baseline: number | null,
 *   ratio: number | null, designRatio?: number | null, gatewayToDesign?: number | null }} RatioRow
 */

/** @type {Record<Target['target'], string>} */
const TARGET_LABELS = {
  gateway: 'gateway (eventdesk)',
  design: 'design floor (NestJS → NATS → NestJS + pg)',
  baseline: 'baseline (node:http + pg)',
};

/**
 * The registrations bench's report (bench/results/registrations.json), as far as its table reads it.
 * @typedef {Awaited<ReturnType<typeof reportHead>> & {
 *   config: ReturnType<typeof registrationsConfig> & { visitors?: string },
 *   runs: TargetRun[],
 *   ratios: RatioRow[],
 *   pipeline: Awaited<ReturnType<typeof waitPipelineIdle>> | null,
 * }} RegistrationsReport
 */

/** @param {RegistrationsReport} report */
export function markdownTable(report) {
  const { config, runs, ratios, pipeline } = report;
  const lines = [
    `Registrations: \`POST ${PATH}\`, ${config.durationSeconds} s per run after a ${config.warmupSeconds} s warm-up, ` +
      `${report.machine.cpuCount} × ${report.machine.cpuModel}, Node ${report.machine.node}` +
      (config.visitors ? `; ${config.visitors}` : ''),
    '',
    '| target | connections | req/s (mean) | p50 (ms) | p99 (ms) | 2xx | non-2xx | errors | rows inserted | rows = 2xx? |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const run of runs) {
    const check = run.rowsCheck;
    const verdict =
      check.extraRows === 0
        ? 'yes'
        : `${check.ok ? 'ok' : 'MISMATCH'}: ${check.extraRows > 0 ? '+' : ''}${check.extraRows} (${check.unansweredAtStop} in flight at stop)`;
    lines.push(
      `| ${TARGET_LABELS[run.target]} | ${run.connections} | ${fmt(run.reqPerSecMean)} | ` +
        `${fmt(run.latencyMs.p50)} | ${fmt(run.latencyMs.p99)} | ${fmt(run['2xx'])} | ${fmt(run.non2xx)}${statusNote(run)} | ` +
        `${fmt(run.errors)}${run.timeouts ? ` (${run.timeouts} timeouts)` : ''} | ${fmt(check.rows)} | ${verdict} |`,
    );
  }
  lines.push(
    '',
    '| connections | gateway req/s | design floor req/s | baseline req/s | gateway / baseline | design floor / baseline | gateway / design floor |',
    '|--:|--:|--:|--:|--:|--:|--:|',
  );
  for (const r of ratios)
    lines.push(
      `| ${r.connections} | ${fmt(r.gateway)} | ${fmt(r.design ?? null)} | ${fmt(r.baseline)} | ${fixed2(r.ratio)} | ` +
        `${fixed2(r.designRatio)} | ${fixed2(r.gatewayToDesign)} |`,
    );
  lines.push(
    '',
    'CPU during each measured run (seconds of CPU; machine-wide busy % includes everything else running on the machine):',
  );
  for (const run of runs) {
    const parts = Object.entries(run.cpu.cpuSeconds)
      .filter(([, s]) => s !== null)
      .map(([name, s]) => `${name} ${s}`);
    const total = systemCpuSeconds(run.cpu);
    const perRequest = run['2xx'] ? ((total * 1000) / run['2xx']).toFixed(2) : 'n/a';
    lines.push(
      `- ${run.target} c=${run.connections}: machine ${fmt(run.cpu.machineBusyPercent)} % busy (load ${run.loadAverage1mBefore} before); ` +
        `${parts.join(', ')}; ${perRequest} ms CPU per 2xx in these processes (load generator excluded).`,
    );
  }
  const endToEndRuns = runs.filter((run) => run.endToEnd);
  if (endToEndRuns.length) {
    lines.push(
      '',
      "End to end (issue 18's window: from the run's first request until the SMTP stand-in accepted the e-mail of its " +
        'last registration; CPU of every process of the system in that window, load generator excluded):',
      '',
      '| connections | registrations | window (s) | registrations/s | / baseline req/s | CPU per registration (ms) | CPU by process (s) |',
      '|--:|--:|--:|--:|--:|--:|---|',
    );
    for (const run of endToEndRuns) {
      const e2e = /** @type {NonNullable<TargetRun['endToEnd']>} */ (run.endToEnd);
      const base = ratios.find((r) => r.connections === run.connections)?.baseline ?? null;
      const parts = Object.entries(e2e.cpu.cpuSeconds)
        .filter(([name, s]) => s !== null && name !== LOAD_GENERATOR)
        .map(([name, s]) => `${name} ${s}`);
      lines.push(
        `| ${run.connections} | ${fmt(run.rowsCheck.rows)} | ${fmt(e2e.windowSeconds)}${e2e.drained ? '' : ' (NOT drained)'} | ` +
          `${fmt(e2e.registrationsPerSecond)} | ${base && e2e.registrationsPerSecond ? (e2e.registrationsPerSecond / base).toFixed(2) : 'n/a'} | ` +
          `${fmt(e2e.cpuMsPerRegistration)} | ${parts.join(', ')} |`,
      );
    }
  }
  if (pipeline) {
    lines.push(
      '',
      `Pipeline after the gateway runs (smoke request and warm-ups included): ${fmt(pipeline.registrations)} registrations, ` +
        `${fmt(pipeline.outboxEvents)} outbox events, ${fmt(pipeline.outboxPublished)} published to BullMQ ` +
        `(${fmt(pipeline.outboxUnpublished)} unpublished), ${fmt(pipeline.emailsSent)} e-mails sent to the SMTP stand-in ` +
        `(${fmt(pipeline.emailsFailed)} failed, ${fmt(pipeline.emailsQueued)} queued); ` +
        (pipeline.idle
          ? `drained ${pipeline.waitedSeconds} s after the last run.`
          : `NOT drained after ${pipeline.waitedSeconds} s.`),
    );
    for (const run of runs) {
      const before = run.pipelineBeforeRun;
      if (!before || before.idle) continue;
      lines.push(
        `- WARNING c=${run.connections}: the warm-up's outbox/e-mails had not drained after ${before.waitedSeconds} s; the run started with a backlog.`,
      );
    }
    for (const run of runs) {
      const during = run.duringRun;
      if (!during) continue;
      lines.push(
        `- c=${run.connections}: during the ${config.durationSeconds} s run ${fmt(during.outboxEventsCreated)} outbox events were written, ` +
          `${fmt(during.outboxEventsPublished)} published, ${fmt(during.emailsSent)} e-mails sent` +
          (run.rateLimitCounters === undefined
            ? '.'
            : `; the gateway's per-address rate-limit counters in Redis: ${fmt(run.rateLimitCounters)}.`),
      );
    }
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------

/** @param {{ build?: boolean }} [options] */
export function runRegistrationsBench({ build = true } = {}) {
  const config = registrationsConfig();
  /** @type {import('./lib/harness.mjs').RunOptions} */
  const options = {
    name: 'registrations',
    variant: 'full',
    database: DATABASE,
    queuePrefix: QUEUE_PREFIX,
    build,
    stack: { logLevel: config.logLevel, rateLimitPerMinute: config.rateLimitPerMinute },
  };
  return runWithStack(options, async ({ databaseUrl, logDir, db, stack }) => {
    const head = await reportHead('registrations', db);
    const report = {
      ...head,
      versions: { ...head.versions, pg: require('pg/package.json').version },
      config: {
        ...config,
        database: DATABASE,
        queuePrefix: QUEUE_PREFIX,
        path: PATH,
        package: 'gold',
        loadGenerator: 'autocannon in the bench process',
        visitors: VISITORS,
      },
      durationSeconds: config.durationSeconds,
      logDir,
      runs: /** @type {Awaited<ReturnType<typeof benchTarget>>} */ ([]),
      ratios: /** @type {RatioRow[]} */ ([]),
      pipeline: /** @type {Awaited<ReturnType<typeof waitPipelineIdle>> | null} */ (null),
    };

    // 1. The system: gateway -> NATS -> registration-service (+ outbox relay -> BullMQ -> notification-service).
    // Seats are finite (gold: 300 in the seed settings): give gold more than any run here sells, so this bench
    // keeps measuring registrations rather than sold-out answers (bench/ticket-rush.mjs measures those).
    const token = await adminToken({ databaseUrl, gatewayUrl: stack.gatewayUrl });
    await setCapacities({ gatewayUrl: stack.gatewayUrl, token, capacities: { gold: 100_000 } });
    const gatewayRuns = await benchTarget({
      target: 'gateway',
      url: stack.gatewayUrl,
      config,
      db,
      countRows: () => count(db, `select count(*)::int as n from registration.registration`),
      // The e-mails of the warm-up are sent before measuring, so each run starts from an idle pipeline.
      beforeMeasure: () => waitPipelineIdle(db, config.drainTimeoutSeconds),
      alive: stack.alive,
      pids: () => withRedis(stack.pids()),
    });
    report.runs.push(...gatewayRuns);
    log('gateway runs done; waiting for the outbox and the e-mails to drain');
    report.pipeline = await waitPipelineIdle(db, config.drainTimeoutSeconds);

    /**
     * A floor's runs: both floors insert into the baseline's table.
     * @param {'design' | 'baseline'} target
     * @param {{ url: string, alive: () => boolean, pids: () => Record<string, number>, stop: () => Promise<void> }} floor
     */
    const floorRuns = async (target, floor) => {
      try {
        const countRows = () =>
          count(db, `select count(*)::int as n from "${BASELINE_SCHEMA}"."registration"`);
        report.runs.push(...(await benchTarget({ target, ...floor, config, db, countRows })));
      } finally {
        await floor.stop();
      }
    };

    // 2. DESIGN.md's shape doing only the insert, on the stack's nats-server (counted with it; the stack idles).
    await floorRuns(
      'design',
      await startDesignFloor({
        databaseUrl,
        natsUrl: stack.natsUrl,
        natsPid: () => stack.pids()['nats-server'],
        logDir,
        kind: 'registration',
      }),
    );
    await stack.stop();

    // 3. The floor, on an otherwise idle machine (the stack is stopped).
    await floorRuns('baseline', await startBaseline({ databaseUrl, logDir }));

    for (const connections of config.connections) {
      /** @param {Target['target']} target */
      const rate = (target) =>
        report.runs.find((r) => r.target === target && r.connections === connections)?.reqPerSecMean ?? null;
      const [gateway, design, base] = [rate('gateway'), rate('design'), rate('baseline')];
      report.ratios.push({
        connections,
        gateway,
        design,
        baseline: base,
        ratio: ratioOf(gateway, base),
        designRatio: ratioOf(design, base),
        gatewayToDesign: ratioOf(gateway, design),
      });
    }
    publishResults(
      'registrations',
      report,
      titledTable('Registrations bench', report, markdownTable(report)),
    );
    return report;
  });
}

benchMain(
  import.meta.url,
  () => runRegistrationsBench({ build: true }),
  registrationsBudgetSeconds(registrationsConfig()),
);
