// @ts-check
// Sales leads (issue 11) through the real gateway -> NATS -> leads-service -> PostgreSQL: a 20,000-row .xlsx and the
// largest Meta UTF-16 TSV under 10 MB uploaded as an admin (seconds, counts, peak RSS of each process), then the
// leads list, searches, filters and progress at 100,000 leads for an admin and for a caller, each beside a floor
// measured in the same run. Writes bench/results/leads.md (+ .json). See bench/README.md, "leads".
//
//   node bench/leads.mjs          (BENCH_BUILD=0 to use dist/ as it is)
//
// Env: BENCH_DURATION (s per list scenario, default 10), BENCH_CONNECTIONS (default 4), BENCH_LEADS (default
// 100000), BENCH_LEADS_XLSX_ROWS (default 20000).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken, staffCli, staffToken } from './lib/admin.mjs';
import { REDIS_URL } from './lib/bench-io.mjs';
import { invocation, machineInfo } from './lib/common.mjs';
import { startCpuMeasure } from './lib/cpu.mjs';
import { measureLatency, memoryKiB, resetPeakRss } from './lib/latency.mjs';
import { buildMetaTsv, writeLeadsXlsx } from './lib/lead-files.mjs';
import { importFloor, listFloor } from './lib/leads-floor.mjs';
import { leadsMarkdown } from './lib/leads-report.mjs';
import { seedLeads } from './lib/leads-seed.mjs';
import { benchMain, publishResults, runWithStack } from './lib/harness.mjs';
import { log, onCleanup, waitFor } from './lib/procs.mjs';

const DATABASE = 'eventdesk_bench_leads';
const QUEUE_PREFIX = 'bench-leads';
/** LEAD_FILE_MAX_BYTES (libs/contracts) less room so the TSV stays under the limit whatever multer counts. */
const TSV_MAX_BYTES = 10 * 1024 * 1024 - 16 * 1024;
const CALLERS = Array.from({ length: 8 }, (_, i) => `bench-caller-${i + 1}`);
/** Signs in for the caller scenarios. */
const CALLER = CALLERS[0];
/** The admin filters by this caller. */
const FILTERED_CALLER = CALLERS[2];
/** Disabled before the list runs: its leads are the "needs reassignment" filter. */
const DISABLED_CALLER = CALLERS[7];
const MEASURED_PROCESSES = ['gateway', 'leads-service', 'nats-server'];

export const leadsConfig = () => ({
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 4),
  leads: Number(process.env.BENCH_LEADS ?? 100_000),
  xlsxRows: Number(process.env.BENCH_LEADS_XLSX_ROWS ?? 20_000),
});

/** @param {Record<string, string>} query */
const list = (query) => `/api/admin/meta-leads?${new URLSearchParams(query)}`;
/** @type {[name: string, role: 'admin' | 'caller', path: string][]} */
const scenarios = [
  ['list, page 1', 'admin', list({ page: '1' })],
  ['list, page 4000 (deep)', 'admin', list({ page: '4000' })],
  ["search 'murugan'", 'admin', list({ search: 'murugan' })],
  ["search Tamil 'முருகன்'", 'admin', list({ search: 'முருகன்' })],
  ["search phone '98765'", 'admin', list({ search: '98765' })],
  ["search phone '+91 98765'", 'admin', list({ search: '+91 98765' })],
  ["search city 'coimbatore'", 'admin', list({ search: 'coimbatore' })],
  ['status = followup', 'admin', list({ status: 'followup' })],
  ['status = due (today or overdue)', 'admin', list({ status: 'due' })],
  [`caller = ${FILTERED_CALLER}`, 'admin', list({ caller: FILTERED_CALLER })],
  ['caller = needs_reassignment', 'admin', list({ caller: 'needs_reassignment' })],
  ['sort = followup_asc', 'admin', list({ sort: 'followup_asc' })],
  ['progress', 'admin', '/api/admin/meta-leads/progress'],
  ['caller: own list, sort = work', 'caller', list({ sort: 'work' })],
  ['caller: own progress', 'caller', '/api/admin/meta-leads/progress'],
];

/**
 * GET `path` as the holder of `token`; the parsed answer, or an error naming the status.
 * @param {string} gatewayUrl
 * @param {string} token
 * @param {string} path
 * @returns {Promise<any>} the gateway's JSON answer
 */
const api = async (gatewayUrl, token, path) => {
  const response = await fetch(`${gatewayUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

/**
 * Polls the callers leads-service knows (fed by the gateway's outbox) until `ready(callers)` holds; 30 s at most.
 * @param {string} gatewayUrl
 * @param {string} token
 * @param {string} what
 * @param {(callers: { username: string, active: boolean }[]) => boolean} ready
 */
async function waitForCallers(gatewayUrl, token, what, ready) {
  const started = performance.now();
  await waitFor(
    what,
    async () => ready((await api(gatewayUrl, token, '/api/admin/meta-leads/callers')).callers),
    { timeoutMs: 30_000, intervalMs: 500 },
  );
  return Math.round((performance.now() - started) / 100) / 10;
}

/** @param {number} kib */
const mib = (kib) => Math.round(kib / 1024);

/**
 * One upload, timed from the request to the parsed answer, with each process's peak RSS and CPU during it.
 * @param {import('./lib/stack.mjs').Stack} stack
 * @param {string} token
 * @param {{ bytes: Buffer<ArrayBuffer>, fileName: string, contentType: string }} file
 * @returns {Promise<Omit<import('./lib/leads-report.mjs').LeadsUpload, 'kind' | 'rows'>>}
 */
async function upload(stack, token, { bytes, fileName, contentType }) {
  const pids = Object.fromEntries(
    Object.entries(stack.pids()).filter(([name]) => MEASURED_PROCESSES.includes(name)),
  );
  for (const pid of Object.values(pids)) resetPeakRss(pid);
  const before = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, memoryKiB(pid, 'VmRSS')]),
  );
  const loadBefore = loadavg().map((v) => v.toFixed(2));
  const cpu = startCpuMeasure(pids);
  const form = new FormData();
  form.append('excelFile', new Blob([bytes], { type: contentType }), fileName);
  const started = performance.now();
  const response = await fetch(`${stack.gatewayUrl}/api/admin/meta-leads/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const usage = cpu();
  if (!response.ok) throw new Error(`upload ${fileName}: ${response.status} ${JSON.stringify(body)}`);
  return {
    fileName,
    megabytes: Math.round((bytes.length / 1024 ** 2) * 100) / 100,
    seconds,
    successCount: body.successCount,
    errorCount: body.errorCount,
    duplicateCount: body.duplicateCount,
    skippedCount: body.skippedCount,
    firstErrors: body.errors.slice(0, 5),
    assignment: body.assignment,
    loadBefore,
    machineBusyPercent: usage.machineBusyPercent,
    processes: Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [
        name,
        {
          rssBeforeMiB: mib(before[name]),
          peakRssMiB: mib(memoryKiB(pid, 'VmHWM')),
          cpuSeconds: usage.cpuSeconds[name],
        },
      ]),
    ),
  };
}

/**
 * The answers of the list (GET /api/admin/meta-leads) and of the progress (…/progress), as far as checked here.
 * @typedef {{ leads: { caller: string | null }[], totalCount: number, totalCountCapped?: boolean } | { total: number }} ScenarioAnswer
 */

/**
 * What a scenario's answer says about its size: the list's totalCount, or the leads in scope for progress.
 * @param {string} name
 * @param {'admin' | 'caller'} role
 * @param {ScenarioAnswer} body
 */
function checkAnswer(name, role, body) {
  if ('leads' in body) {
    if (role === 'caller' && body.leads.some((lead) => lead.caller !== CALLER)) {
      throw new Error(`${name}: a caller was shown another caller's lead`);
    }
    // A broad search is counted only up to the cap (LEAD_SEARCH_COUNT_CAP): '>1000' says so.
    return {
      total: body.totalCountCapped ? `>${body.totalCount}` : body.totalCount,
      shown: body.leads.length,
    };
  }
  return { total: body.total, shown: null };
}

/**
 * Uploads both files, seeds up to 100,000 leads, measures the list and the floors (see bench/README.md).
 * @param {{ build?: boolean }} [options]
 */
export function runLeadsBench({ build = true } = {}) {
  const config = leadsConfig();
  const workDir = mkdtempSync(join(tmpdir(), 'eventdesk-bench-leads-'));
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  const removeCleanup = onCleanup(removeWorkDir);
  /** @type {import('./lib/harness.mjs').RunOptions} */
  const options = {
    name: 'leads',
    variant: 'full',
    database: DATABASE,
    queuePrefix: QUEUE_PREFIX,
    build,
    stack: { extraServices: ['leads'] },
  };
  return runWithStack(options, async ({ databaseUrl, stack }) => {
    const adminTokenValue = await adminToken({ databaseUrl, gatewayUrl: stack.gatewayUrl });
    const callerToken = await staffToken({
      databaseUrl,
      gatewayUrl: stack.gatewayUrl,
      username: CALLER,
      role: 'user',
    });
    for (const username of CALLERS.slice(1)) {
      await staffCli({ databaseUrl, args: ['create', username, 'user'] });
    }
    const callersAfterSeconds = await waitForCallers(
      stack.gatewayUrl,
      adminTokenValue,
      `leads-service to know the ${CALLERS.length} callers`,
      (callers) => CALLERS.every((name) => callers.some((c) => c.username === name && c.active)),
    );
    log(`leads-service has the ${CALLERS.length} callers after ${callersAfterSeconds} s`);

    let started = performance.now();
    const xlsxPath = join(workDir, `meta-leads-${config.xlsxRows}.xlsx`);
    await writeLeadsXlsx(xlsxPath, config.xlsxRows);
    const xlsxBytes = readFileSync(xlsxPath);
    const tsv = buildMetaTsv(TSV_MAX_BYTES);
    const generateSeconds = Math.round((performance.now() - started) / 100) / 10;
    log(
      `files: .xlsx ${config.xlsxRows} rows ${statSync(xlsxPath).size} B, TSV ${tsv.rows} rows ${tsv.bytes.length} B`,
    );

    const uploads = [];
    for (const file of [
      {
        kind: /** @type {const} */ ('xlsx'),
        rows: config.xlsxRows,
        bytes: xlsxBytes,
        fileName: `meta-leads-${config.xlsxRows}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      {
        kind: /** @type {const} */ ('tsv'),
        rows: tsv.rows,
        bytes: tsv.bytes,
        fileName: 'meta-download-utf16.csv',
        contentType: 'text/csv',
      },
    ]) {
      const result = await upload(stack, adminTokenValue, file);
      log(`upload ${file.fileName}: ${JSON.stringify(result)}`);
      uploads.push({ kind: file.kind, rows: file.rows, ...result });
    }

    log('import floors (exceljs / UTF-16 split + pg multi-row insert)');
    const importFloors = await importFloor(databaseUrl, [
      { name: uploads[0].fileName, kind: 'xlsx', bytes: xlsxBytes },
      { name: uploads[1].fileName, kind: 'tsv', bytes: tsv.bytes },
    ]);
    log(`import floors: ${JSON.stringify(importFloors)}`);

    const imported = uploads.reduce((sum, u) => sum + u.successCount, 0);
    log(`seeding ${Math.max(config.leads - imported, 0)} leads`);
    started = performance.now();
    const seed = {
      ...(await seedLeads(databaseUrl, {
        count: Math.max(config.leads - imported, 0),
        callers: CALLERS,
      })),
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
    log(`seeded: ${JSON.stringify(seed)}`);

    await staffCli({
      databaseUrl,
      args: ['disable', DISABLED_CALLER],
      redisUrl: REDIS_URL,
      authKeyPrefix: `${QUEUE_PREFIX}:auth`,
    });
    await waitForCallers(
      stack.gatewayUrl,
      adminTokenValue,
      `${DISABLED_CALLER} disabled in leads-service`,
      (callers) => callers.some((c) => c.username === DISABLED_CALLER && !c.active),
    );

    const tokens = { admin: adminTokenValue, caller: callerToken };
    const loadBefore = loadavg().map((v) => v.toFixed(2));
    const results = [];
    for (const [name, role, path] of scenarios) {
      const answer = checkAnswer(name, role, await api(stack.gatewayUrl, tokens[role], path));
      const result = await measureLatency(`${stack.gatewayUrl}${path}`, { token: tokens[role], ...config });
      log(`${name}: ${JSON.stringify(result)} (${JSON.stringify(answer)})`);
      results.push({ name, role, path, ...answer, ...result });
    }
    const loadAfter = loadavg().map((v) => v.toFixed(2));
    const listFloors = await listFloor(databaseUrl);
    log(`list floors: ${JSON.stringify(listFloors)}`);

    /** @type {import('./lib/leads-report.mjs').LeadsReport} */
    const report = {
      invocation: invocation(),
      finishedAt: new Date().toISOString(),
      machine: machineInfo(),
      config,
      callers: {
        names: CALLERS,
        signedIn: CALLER,
        disabled: DISABLED_CALLER,
        readyAfterSeconds: callersAfterSeconds,
      },
      files: { generateSeconds, tsvMaxBytes: TSV_MAX_BYTES },
      uploads,
      importFloors,
      seed,
      loadBefore,
      loadAfter,
      scenarios: results,
      listFloors,
    };
    publishResults('leads', report, leadsMarkdown(report));
  }).finally(() => {
    removeWorkDir();
    removeCleanup();
  });
}

/** Stack start, nine staff CLI runs, two uploads and their floors, the seed, fifteen 10 s runs, with room to spare. */
export const LEADS_BUDGET_SECONDS = 600;

benchMain(import.meta.url, () => runLeadsBench({ build: true }), LEADS_BUDGET_SECONDS);
