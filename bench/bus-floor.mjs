// @ts-check
// The floor of one event on DESIGN.md's bus: BullMQ on Redis, with eventdesk's job options (the compiled
// server-kit's eventJobOptions: job id = event id, retries, completed jobs kept a week). A producer adds BENCH_EVENTS
// events (default 20000) in batches of 50 with addBulk (as the outbox relay publishes a drain), and a Worker with
// concurrency 40 takes each job and does nothing with it. Reports events/s and the CPU per event of this process
// (producer and worker) and of redis-server: what each event on a path costs before its consumer does any work.
//
//   node_modules/.bin/node bench/bus-floor.mjs      (uses dist/ as it is: build first, `bash scripts/build.sh`)
//
// Writes bench/results/bus-floor.json and .md. Uses the machine's Redis (the benches' REDIS_URL) under its own key
// prefix, removed before and after.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { clearRedisPrefix, REDIS_URL, titledTable, writeBenchResults } from './lib/bench-io.mjs';
import { assertNode24, invocation, machineInfo } from './lib/common.mjs';
import { LOAD_GENERATOR, startCpuMeasure, withRedis } from './lib/cpu.mjs';
import { fmt, round } from './lib/figures.mjs';
import { benchMain, envNumber } from './lib/harness.mjs';
import { log } from './lib/procs.mjs';
import { root } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const PREFIX = 'bench-bus-floor';
const QUEUE = 'bench.event.v1';
const BATCH = 50;
const CONCURRENCY = 40;
export const BUS_FLOOR_BUDGET_SECONDS = 300;

export async function runBusFloorBench() {
  assertNode24();
  const events = envNumber('BENCH_EVENTS', 20_000);
  const { Queue, Worker } = require('bullmq');
  /** The compiled libs/server-kit/src/outbox/event-publisher.ts: the options every event job gets. */
  const { eventJobOptions } = require(join(root, 'dist/libs/server-kit/src/outbox/event-publisher.js'));
  const url = new URL(REDIS_URL);
  const connection = { host: url.hostname, port: Number(url.port || 6379) };
  await clearRedisPrefix(PREFIX);
  const queue = new Queue(QUEUE, { connection, prefix: PREFIX });
  let done = 0;
  /** @type {() => void} */
  let allDone = () => undefined;
  const finished = new Promise((resolve) => {
    allDone = () => resolve(undefined);
  });
  const worker = new Worker(
    QUEUE,
    async () => {
      done += 1;
      if (done === events) allDone();
    },
    { connection: { ...connection, maxRetriesPerRequest: null }, prefix: PREFIX, concurrency: CONCURRENCY },
  );
  await worker.waitUntilReady();
  const payload = {
    ticketId: 1,
    registrationId: 1,
    checkedInAt: new Date().toISOString(),
    checkedInBy: 'bench',
  };
  log(`bus floor: ${events} events, addBulk batches of ${BATCH}, worker concurrency ${CONCURRENCY}`);
  const measure = startCpuMeasure(withRedis({}));
  const started = Date.now();
  for (let sent = 0; sent < events; sent += BATCH) {
    const batch = [];
    for (let i = sent; i < Math.min(events, sent + BATCH); i += 1) {
      const id = `bench-${started}-${i}`;
      batch.push({
        name: QUEUE,
        data: { id, name: QUEUE, payload },
        opts: { ...eventJobOptions, jobId: id },
      });
    }
    await queue.addBulk(batch);
  }
  await finished;
  const seconds = (Date.now() - started) / 1000;
  const cpu = measure();
  await worker.close();
  await queue.close();
  await clearRedisPrefix(PREFIX);
  // The bench process is the producer and the worker here (no load generator runs).
  const bench = cpu.cpuSeconds[LOAD_GENERATOR] ?? null;
  const redis = cpu.cpuSeconds['redis-server'] ?? null;
  const report = {
    bench: 'bus-floor',
    timestamp: new Date().toISOString(),
    command: invocation(),
    machine: machineInfo(),
    versions: {
      bullmq: require('bullmq/package.json').version,
      ioredis: require('ioredis/package.json').version,
    },
    config: { events, batch: BATCH, concurrency: CONCURRENCY },
    seconds: round(seconds, 2),
    eventsPerSecond: round(events / seconds),
    cpu,
    cpuMsPerEvent: {
      node: bench === null ? null : round((bench * 1000) / events, 3),
      redis: redis === null ? null : round((redis * 1000) / events, 3),
      total: bench === null || redis === null ? null : round(((bench + redis) * 1000) / events, 3),
    },
  };
  const markdown = [
    `${fmt(events)} events through BullMQ ${report.versions.bullmq} (eventdesk's event job options), added with addBulk ` +
      `in batches of ${BATCH}, taken by a Worker at concurrency ${CONCURRENCY} that does nothing; ` +
      `${report.machine.cpuCount} × ${report.machine.cpuModel}, Node ${report.machine.node}.`,
    '',
    '| events/s | CPU per event: producer + worker (ms) | redis-server (ms) | total (ms) | machine busy |',
    '|--:|--:|--:|--:|--:|',
    `| ${fmt(report.eventsPerSecond)} | ${fmt(report.cpuMsPerEvent.node)} | ${fmt(report.cpuMsPerEvent.redis)} | ` +
      `${fmt(report.cpuMsPerEvent.total)} | ${fmt(cpu.machineBusyPercent)} % |`,
  ].join('\n');
  writeBenchResults('bus-floor', report, titledTable('Event bus floor', report, markdown));
  process.stdout.write(`\n${markdown}\n\n`);
  return report;
}

benchMain(import.meta.url, runBusFloorBench, BUS_FLOOR_BUDGET_SECONDS);
