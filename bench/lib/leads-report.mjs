// @ts-check
// The markdown of the leads bench (bench/leads.mjs): the uploads beside their floors, the list beside its floor,
// and whether each goal of issue 11 was met on this run.
const IMPORT_GOAL_SECONDS = 15;
const P95_GOAL_MS = 50;

/**
 * One upload through the gateway, as bench/leads.mjs records it (the counts are the gateway's answer).
 * @typedef {object} LeadsUpload
 * @property {'xlsx' | 'tsv'} kind
 * @property {number} rows
 * @property {string} fileName
 * @property {number} megabytes
 * @property {number} seconds
 * @property {number} successCount
 * @property {number} errorCount
 * @property {number} duplicateCount
 * @property {number} skippedCount
 * @property {unknown[]} firstErrors
 * @property {{ mode: string, callers: { username: string, count: number }[] }} assignment
 * @property {string[]} loadBefore
 * @property {number | null} machineBusyPercent
 * @property {Record<string, { rssBeforeMiB: number, peakRssMiB: number, cpuSeconds: number | null }>} processes
 */

/**
 * One list scenario: its answer's size beside its latency.
 * @typedef {{ name: string, role: 'admin' | 'caller', path: string, total: number | string, shown: number | null }
 *   & import('./latency.mjs').LatencyFigures} LeadsScenario
 */

/**
 * The leads bench's report (bench/results/leads.json).
 * @typedef {object} LeadsReport
 * @property {string} invocation
 * @property {string} finishedAt
 * @property {ReturnType<typeof import('./common.mjs').machineInfo>} machine
 * @property {ReturnType<typeof import('../leads.mjs').leadsConfig>} config
 * @property {{ names: string[], signedIn: string, disabled: string, readyAfterSeconds: number }} callers
 * @property {{ generateSeconds: number, tsvMaxBytes: number }} files
 * @property {LeadsUpload[]} uploads
 * @property {Awaited<ReturnType<typeof import('./leads-floor.mjs').importFloor>>} importFloors
 * @property {import('./leads-seed.mjs').LeadsSeedCounts & { seconds: number }} seed
 * @property {string[]} loadBefore
 * @property {string[]} loadAfter
 * @property {LeadsScenario[]} scenarios
 * @property {Awaited<ReturnType<typeof import('./leads-floor.mjs').listFloor>>} listFloors
 */

/**
 * `value` as a multiple of `floor`.
 * @param {number} value
 * @param {number} floor
 */
const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(1)}×` : 'n/a');
/** @param {boolean} ok */
const met = (ok) => (ok ? 'met' : '**not met**');

/**
 * @param {LeadsUpload} upload
 * @param {string} name
 */
function processCells(upload, name) {
  const p = upload.processes[name];
  return p ? `${p.rssBeforeMiB} → ${p.peakRssMiB}` : 'n/a';
}

/** @param {LeadsReport} report */
export function leadsMarkdown(report) {
  const { machine, config, seed } = report;
  const xlsx = report.uploads.find((u) => u.kind === 'xlsx');
  if (!xlsx) throw new Error('the leads report has no .xlsx upload');
  const slow = report.scenarios.filter((s) => s.p95 >= P95_GOAL_MS);
  const lines = [
    '# Sales leads: imports, and the leads list at 100,000 leads',
    '',
    `Run: \`${report.invocation}\` on ${report.finishedAt}; ${machine.cpuCount} × ${machine.cpuModel}, ` +
      `${machine.totalMemoryGiB} GiB, Node ${machine.node}. Load average before/after the list runs: ` +
      `${report.loadBefore.join(' / ')} → ${report.loadAfter.join(' / ')} (anything else running on the machine counts).`,
    '',
    'Through the real gateway → NATS → leads-service → PostgreSQL, as an admin made with the staff CLI; ' +
      `${report.callers.names.length} callers (role \`user\`, staff CLI) known to leads-service through the gateway's ` +
      `outbox after ${report.callers.readyAfterSeconds} s, so the imports assign round robin.`,
    '',
    '## Imports (`POST /api/admin/meta-leads/upload`, one request each)',
    '',
    '| file | rows | MB | seconds | imported | errors | duplicates | skipped | gateway RSS MiB (before → peak) | leads-service RSS MiB | nats-server RSS MiB | floor: parse s | floor: insert s | × floor |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.uploads.map((u, i) => {
      const floor = report.importFloors[i];
      return (
        `| ${u.kind === 'xlsx' ? '.xlsx (exceljs streamed, shared strings)' : 'Meta TSV, UTF-16LE + BOM'} | ${u.rows} | ` +
        `${u.megabytes} | ${u.seconds} | ${u.successCount} | ${u.errorCount} | ${u.duplicateCount} | ${u.skippedCount} | ` +
        `${processCells(u, 'gateway')} | ${processCells(u, 'leads-service')} | ${processCells(u, 'nats-server')} | ` +
        `${floor.parseSeconds} | ${floor.insertSeconds} | ${ratio(u.seconds, floor.totalSeconds)} |`
      );
    }),
    '',
    `CPU seconds during each upload: ${report.uploads
      .map(
        (u) =>
          `${u.kind}: ${Object.entries(u.processes)
            .map(([name, p]) => `${name} ${p.cpuSeconds}`)
            .join(', ')} (machine ${u.machineBusyPercent} % busy, load average before ${u.loadBefore[0]})`,
      )
      .join(
        '; ',
      )}. Peak RSS is VmHWM after a reset through \`/proc/<pid>/clear_refs\`; PostgreSQL's backend is not ` +
      'measured. Assignment of the .xlsx: ' +
      `${xlsx.assignment.mode}, ${xlsx.assignment.callers.map((c) => `${c.username} ${c.count}`).join(', ')}.`,
    '',
    `Goal: 20,000 rows in under ${IMPORT_GOAL_SECONDS} s — ${met(xlsx.seconds < IMPORT_GOAL_SECONDS && xlsx.errorCount === 0 && xlsx.successCount === xlsx.rows)} ` +
      `(${xlsx.seconds} s, ${xlsx.successCount} imported, ${xlsx.errorCount} errors).`,
    '',
    'The floor reads the same bytes in the bench process with the same reader settings (exceljs streaming reader; ' +
      'UTF-16 decode and split for the TSV) and inserts the rows with plain multi-row `pg` inserts (1,000 rows each, ' +
      'one transaction per file) into a scratch copy of `leads.meta_lead` with the same indexes. It has no HTTP ' +
      'upload, no NATS transfer or staging of pieces, no phone normalisation, dedupe, assignment, form answers, ' +
      'batch, event or audit rows. `× floor` = upload seconds ÷ (parse + insert) seconds.',
    '',
    '## Leads list at 100,000 leads',
    '',
    `Seed (bench/lib/leads-seed.mjs, ${seed.seconds} s) on top of the imports: ${seed.leads} leads (${seed.seeded} seeded), ` +
      `${seed.pending} pending, ${seed.followup} follow-ups, ${seed.payment_done} paid, ${seed.unassigned} unassigned, ` +
      `${seed.tamil} Tamil names, ${seed.history} history rows; ${report.callers.disabled} disabled with the staff CLI ` +
      `(its leads need reassignment). autocannon, ${config.connections} connections, ${config.durationSeconds} s per row; ` +
      `p50/p95/p99 from every response time. Caller rows are signed in as ${report.callers.signedIn} (role \`user\`). ` +
      'A text search counts its matches only up to 1,000 (`>1000` in the table; the screen says "more than 1000").',
    '',
    '| request | as | in scope | req/s | p50 ms | p95 ms | p99 ms | requests | non-2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.scenarios.map(
      (s) =>
        `| ${s.name} | ${s.role} | ${s.total} | ${s.reqPerSec} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.requests} | ${s.non2xx} |`,
    ),
    '',
    'Floor: the same page (20 rows, every column, the caller’s state) and its `count(*)` run one after the other ' +
      'with `pg` on one connection, no HTTP, no NATS, no validation (the gateway figure is at ' +
      `${config.connections} connections, so part of the ratio is queueing on this machine's ${machine.cpuCount} cores):`,
    '',
    '| query | runs | floor p50 ms | floor p95 ms | through the gateway p50 ms | × floor (p50) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...report.listFloors.map((f) => {
      const measured = report.scenarios.find((s) => s.name === f.name);
      return `| ${f.name} | ${f.iterations} | ${f.p50} | ${f.p95} | ${measured?.p50 ?? 'n/a'} | ${measured ? ratio(measured.p50, f.p50) : 'n/a'} |`;
    }),
    '',
    `Goal: p95 under ${P95_GOAL_MS} ms — ${
      slow.length === 0
        ? 'met by every request above'
        : `**not met** by ${slow.map((s) => `${s.name} (${s.p95} ms)`).join(', ')}; met by the other ${report.scenarios.length - slow.length}`
    }.`,
    '',
  ];
  return lines.join('\n');
}
