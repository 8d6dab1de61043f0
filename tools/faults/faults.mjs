// The fault suite (issue 13): the whole system from dist/ on private PostgreSQL, Redis and NATS, with two gateways
// behind a round-robin balancer and two registration-service replicas, under npm start's supervisor. A steady load
// of visitors registers, pays by card and by receipt, and has tickets scanned while each fault happens in turn;
// after each, the databases and stand-ins are reconciled against what the clients were told.
//
//   npm run faults               the full suite (every service killed once, a gateway, PostgreSQL, Redis, NATS)
//   npm run faults -- --short    the CI version (fewer faults, shorter phases)
//   npm run faults -- --only=redis,nats
//
// Env: FAULTS_BUILD=0 (use dist/ as it is), FAULTS_CLIENTS (default 12), FAULTS_THINK_MS (pause between a client's
// journeys, default 400), FAULTS_LOG_LEVEL (the apps', default warn). Logs: $TMPDIR/eventdesk-faults-logs/.
import { writeBenchResults } from '../../bench/lib/bench-io.mjs';
import { assertNode24, buildServer, invocation, machineInfo, runMain } from '../../bench/lib/common.mjs';
import { log, sleep } from '../../bench/lib/procs.mjs';
import { faultPlan } from './lib/fault-plan.mjs';
import { closeAgents } from './lib/http.mjs';
import { loadContext, startLoad } from './lib/load.mjs';
import { pendingWork, queueBacklog, reconcile } from './lib/reconcile.mjs';
import { failedByKind, failuresOf, faultSection, phases, summaryTable, timeline } from './lib/report.mjs';
import { bootSystem, freshLogDir, startInfrastructure } from './lib/setup.mjs';
import { snapshotDist } from './lib/snapshot.mjs';

const args = process.argv.slice(2);
const short = args.includes('--short');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const QUEUE_PREFIX = 'faults';

const config = {
  short,
  clients: Number(process.env.FAULTS_CLIENTS ?? 12),
  thinkMs: Number(process.env.FAULTS_THINK_MS ?? 400),
  beforeMs: short ? 3_000 : 5_000,
  settleMs: short ? 6_000 : 10_000,
  drainLimitMs: short ? 40_000 : 60_000,
  logLevel: process.env.FAULTS_LOG_LEVEL ?? 'warn',
  // gold never runs out; vip sells out during the run, so the oversell check meets a sold-out package.
  capacities: { gold: 20_000, vip: short ? 150 : 300 },
  packages: { main: 'gold', scarce: 'vip' },
};

const BASELINE = {
  name: 'baseline',
  title: 'no fault (baseline)',
  description: 'The load alone: every check must pass before any fault is judged.',
  inject: async () => undefined,
  recover: async () => undefined,
};

/**
 * Waits until the system owes no work (outboxes published, no job waiting or retrying, deliveries sent, read
 * models fed); ms, or null when it still did after limitMs.
 */
async function drain(db, redisUrl, limitMs) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const pending = await pendingWork(db).catch(() => undefined);
    const jobs = await queueBacklog(redisUrl, QUEUE_PREFIX).catch(() => undefined);
    if (pending && jobs === 0 && Object.values(pending).every((n) => n === 0)) return Date.now() - started;
    await sleep(1000);
  }
  return null;
}

async function runFault(fault, env, previous) {
  const { system } = env;
  log(`${fault.title}: load for ${config.beforeMs / 1000} s, then the fault`);
  const load = startLoad(env.ctx, {
    clients: config.clients,
    thinkMs: config.thinkMs,
    packages: config.packages,
  });
  const startedAt = Date.now();
  await sleep(config.beforeMs);
  const mark = system.supervisorLines.length;
  const injectedAt = Date.now();
  await fault.inject(env);
  // A system that does not come back is the finding: recorded, and the run ends after this fault.
  const recovered = await fault.recover(env).then(
    () => true,
    (error) => {
      log(`${fault.title}: NOT recovered: ${error.message}`);
      return false;
    },
  );
  const recoveredAt = Date.now();
  log(
    `${fault.title}: ${recovered ? 'recovered' : 'gave up'} after ${((recoveredAt - injectedAt) / 1000).toFixed(1)} s; settling`,
  );
  await sleep(config.settleMs);
  await load.stop();
  const result = { ...fault, recovered, startedAt, injectedAt, recoveredAt, settledAt: Date.now() };
  result.drainLimitMs = fault.drainLimitMs ?? config.drainLimitMs;
  result.drainedMs = await drain(env.db, env.infra.redis.url, result.drainLimitMs);
  const { rows, duplicates } = await reconcile({
    db: env.db,
    results: env.ctx.results,
    window: { from: startedAt, to: result.settledAt },
    capacities: config.capacities,
    mailUrl: system.mailUrl,
    whatsappUrl: system.whatsappUrl,
    redisUrl: env.infra.redis.url,
    queuePrefix: QUEUE_PREFIX,
    previous,
  });
  result.checks = rows;
  result.duplicates = duplicates;
  result.phases = phases(env.ctx.attempts, result);
  result.failed = failedByKind(env.ctx.attempts, result);
  result.timeline = timeline(env.ctx.attempts, result);
  result.supervisorLines = system.supervisorLines.slice(mark);
  process.stdout.write(`${faultSection(result)}\n\n`);
  return result;
}

async function main() {
  assertNode24();
  const runStarted = Date.now();
  if (process.env.FAULTS_BUILD === '0') process.env.BENCH_BUILD = '0';
  await buildServer();
  const distRoot = await snapshotDist();
  const logDir = freshLogDir('eventdesk-faults-logs');
  const infra = await startInfrastructure({ logDir, cwd: distRoot });
  const booted = await bootSystem({
    distRoot,
    logDir,
    infra,
    database: 'eventdesk',
    queuePrefix: QUEUE_PREFIX,
    label: 'run',
    capacities: config.capacities,
    logLevel: config.logLevel,
  });
  const ctx = loadContext({
    baseUrl: booted.system.baseUrl,
    adminToken: booted.adminToken,
    doorToken: booted.doorToken,
    runId: Date.now().toString(36),
  });
  const env = { ...booted, infra, postgres: infra.postgres, redis: infra.redis, nats: infra.nats, ctx };
  const faults = [];
  let duplicates;
  for (const fault of [BASELINE, ...faultPlan({ short, only })]) {
    const result = await runFault(fault, env, duplicates);
    duplicates = result.duplicates;
    faults.push(result);
    if (!result.recovered) break;
  }
  closeAgents();
  const durationS = Math.round((Date.now() - runStarted) / 1000);
  const failures = faults.flatMap(failuresOf);
  const results = env.ctx.results;
  const totals =
    `${results.submissions.length} registrations submitted (${results.submissions.filter((s) => s.status === 201).length} × 201), ` +
    `${results.cardPayments.length} card payments, ${results.receiptPayments.length} receipts, ${results.scans.length} scans; ` +
    `connections per gateway ${Object.values(booted.system.balancer.connections).join(' / ')}`;
  const markdown = [
    `# Fault suite${short ? ' (--short)' : ''}`,
    '',
    `Run ${new Date(runStarted).toISOString()} with \`${invocation()}\`; ${durationS} s in all on ` +
      `${machineInfo().cpuCount} CPUs. ${config.clients} clients (pause ${config.thinkMs} ms between journeys). ${totals}.`,
    '',
    summaryTable(faults),
    '',
    failures.length
      ? `**${failures.length} failures:**\n\n${failures.map((f) => `- ${f}`).join('\n')}`
      : 'No failures.',
    '',
    ...faults.map((fault) => `${faultSection(fault)}\n`),
  ].join('\n');
  const report = {
    timestamp: new Date(runStarted).toISOString(),
    command: invocation(),
    machine: machineInfo(),
    config,
    durationSeconds: durationS,
    totals,
    failures,
    // JSON leaves out each fault's inject and recover functions.
    faults,
  };
  const dir = writeBenchResults(short ? 'faults-short' : 'faults', report, markdown);
  process.stdout.write(`${summaryTable(faults)}\n\n${totals}\n`);
  process.stdout.write(
    failures.length
      ? `\n${failures.length} failures:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`
      : '\nNo failures.\n',
  );
  log(`fault suite took ${durationS} s; tables in ${dir}/${short ? 'faults-short' : 'faults'}.md`);
  if (failures.length) throw new Error(`${failures.length} failures (listed above)`);
}

runMain(main, short ? 600 : 1500, 'the fault suite');
