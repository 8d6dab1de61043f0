// @ts-check
// Staff read side at 100,000 registrations: the registrations list (page 1, page 5000, searches, a filter) and
// the dashboard through the real gateway -> NATS -> registration-service -> PostgreSQL, then a full export as
// .xlsx and .csv with the gateway's peak memory. Writes bench/results/admin.md (+ .json).
//
//   node bench/admin-list.mjs          (BENCH_BUILD=0 to use dist/ as it is)
//
// Env: BENCH_DURATION (s per scenario, default 10), BENCH_CONNECTIONS (default 4: a busy staff office), BENCH_ROWS (default 100000).
import { loadavg } from 'node:os';
import { adminToken } from './lib/admin.mjs';
import { seedAdminRegistrations } from './lib/admin-seed.mjs';
import { invocation, machineInfo } from './lib/common.mjs';
import { benchMain, publishResults, runWithStack } from './lib/harness.mjs';
import { measureLatency, memoryKiB, resetPeakRss } from './lib/latency.mjs';
import { log } from './lib/procs.mjs';

const DATABASE = 'eventdesk_bench_admin';
const config = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 4),
  rows: Number(process.env.BENCH_ROWS ?? 100_000),
};

/** @type {[name: string, path: string][]} */
const scenarios = [
  ['list, page 1', '/api/admin/registrations?page=1'],
  ['list, page 5000 (deep)', '/api/admin/registrations?page=5000'],
  ["search 'murugan'", '/api/admin/registrations?search=murugan'],
  ["search Tamil 'முருகன்'", `/api/admin/registrations?search=${encodeURIComponent('முருகன்')}`],
  ["search phone '98765'", '/api/admin/registrations?search=98765'],
  ["search phone '+91 93958-00'", `/api/admin/registrations?search=${encodeURIComponent('+91 93958-00')}`],
  [
    'filter pending + need_to_follow_up',
    '/api/admin/registrations?paymentStatus=pending&followupStatus=need_to_follow_up',
  ],
  ['dashboard', '/api/admin/dashboard'],
];

/**
 * Downloads the whole export (bytes counted, not kept) and reports its time and the gateway's peak RSS.
 * @param {string} gatewayUrl
 * @param {string} token
 * @param {'xlsx' | 'csv'} format
 * @param {number} gatewayPid
 */
async function exportRun(gatewayUrl, token, format, gatewayPid) {
  // Resets the gateway's VmHWM to its current RSS (Linux clear_refs 5), so the peak is this export's.
  resetPeakRss(gatewayPid);
  const before = memoryKiB(gatewayPid, 'VmRSS');
  const started = performance.now();
  const response = await fetch(`${gatewayUrl}/api/admin/registrations/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body)
    throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  return {
    format,
    seconds: Math.round(seconds * 10) / 10,
    megabytes: Math.round((bytes / 1024 ** 2) * 10) / 10,
    rssBeforeMiB: Math.round(before / 1024),
    peakRssMiB: Math.round(memoryKiB(gatewayPid, 'VmHWM') / 1024),
  };
}

/**
 * The admin bench's report (bench/results/admin.json).
 * @typedef {object} AdminListReport
 * @property {string} invocation
 * @property {string} finishedAt
 * @property {ReturnType<typeof machineInfo>} machine
 * @property {typeof config} config
 * @property {import('./lib/admin-seed.mjs').AdminSeedCounts} seed
 * @property {string[]} loadBefore
 * @property {string[]} loadAfter
 * @property {({ name: string, path: string, total: number } & import('./lib/latency.mjs').LatencyFigures)[]} scenarios
 * @property {Awaited<ReturnType<typeof exportRun>>[]} exports
 */

/** @param {AdminListReport} result */
function markdown(result) {
  const lines = [
    '# Staff admin: list, dashboard and export at 100,000 registrations',
    '',
    `Run: \`${result.invocation}\` on ${result.finishedAt}; ${result.machine.cpuCount} × ${result.machine.cpuModel}, ` +
      `${result.machine.totalMemoryGiB} GiB, Node ${result.machine.node}. Load average before/after: ` +
      `${result.loadBefore.join(' / ')} → ${result.loadAfter.join(' / ')} (other work was running on the machine).`,
    '',
    `Seed (bench/lib/admin-seed.mjs): ${result.seed.registrations} registrations (${result.seed.deleted} soft-deleted), ` +
      `${result.seed.followed_up} with follow-ups and ${result.seed.history} history rows, ${result.seed.tamil} Tamil. ` +
      `Through the real gateway → NATS → registration-service → PostgreSQL; autocannon, ${config.connections} ` +
      `connections, ${config.durationSeconds} s per row; p95 computed from every response time.`,
    '',
    '| request | req/s | p50 ms | p95 ms | p99 ms | requests | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.scenarios.map(
      (s) => `| ${s.name} | ${s.reqPerSec} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.requests} | ${s.non2xx} |`,
    ),
    '',
    'Full export (every live registration, no filter), downloaded once each:',
    '',
    '| format | seconds | size MB | gateway RSS before MiB | gateway peak RSS MiB (VmHWM) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...result.exports.map(
      (e) => `| ${e.format} | ${e.seconds} | ${e.megabytes} | ${e.rssBeforeMiB} | ${e.peakRssMiB} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/**
 * Seeds 100,000 registrations and measures the staff list, dashboard and export (see bench/README.md).
 * @param {{ build?: boolean }} [options]
 */
export function runAdminListBench({ build = true } = {}) {
  /** @type {import('./lib/harness.mjs').RunOptions} */
  const options = {
    name: 'admin',
    variant: 'full',
    database: DATABASE,
    queuePrefix: 'bench-admin',
    build,
    // The export joins each registration's payment facts from payment-service.
    stack: { extraServices: ['payment'] },
  };
  return runWithStack(options, async ({ databaseUrl, stack }) => {
    log(`seeding ${config.rows} registrations`);
    const seed = await seedAdminRegistrations(databaseUrl, config.rows);
    log(`seeded: ${JSON.stringify(seed)}`);
    const token = await adminToken({ databaseUrl, gatewayUrl: stack.gatewayUrl });
    const loadBefore = loadavg().map((v) => v.toFixed(2));
    const results = [];
    for (const [name, path] of scenarios) {
      const check = await fetch(`${stack.gatewayUrl}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await check.json();
      if (!check.ok) throw new Error(`${name}: ${check.status} ${JSON.stringify(body)}`);
      const result = await measureLatency(`${stack.gatewayUrl}${path}`, { token, ...config });
      log(`${name}: ${JSON.stringify(result)} (total ${body.total ?? body.totalRegistrations})`);
      results.push({ name, path, total: body.total ?? body.totalRegistrations, ...result });
    }
    const gatewayPid = stack.pids().gateway;
    const exports = [];
    for (const format of /** @type {const} */ (['xlsx', 'csv'])) {
      const result = await exportRun(stack.gatewayUrl, token, format, gatewayPid);
      log(`export ${format}: ${JSON.stringify(result)}`);
      exports.push(result);
    }
    /** @type {AdminListReport} */
    const result = {
      invocation: invocation(),
      finishedAt: new Date().toISOString(),
      machine: machineInfo(),
      config,
      seed,
      loadBefore,
      loadAfter: loadavg().map((v) => v.toFixed(2)),
      scenarios: results,
      exports,
    };
    publishResults('admin', result, markdown(result));
  });
}

/** Seeding, eight 10 s runs and two full exports, with room for a slow machine. */
export const ADMIN_LIST_BUDGET_SECONDS = 900;

benchMain(import.meta.url, () => runAdminListBench({ build: true }), ADMIN_LIST_BUDGET_SECONDS);
