// @ts-check
// CPU accounting from /proc (Linux): how much CPU each process of the target and the machine as a whole used
// during a measured run. Missing /proc (another OS) just yields nulls.
import { readdirSync, readFileSync } from 'node:fs';
import { REDIS_URL } from './bench-io.mjs';

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux
/** The bench process itself (autocannon runs in it): it never counts in the system's CPU figures. */
export const LOAD_GENERATOR = 'bench (autocannon)';

/**
 * The first child of `pid`: the command a guard.mjs process runs.
 * @param {number | undefined} pid
 * @returns {number | null}
 */
export function childPid(pid) {
  try {
    const first = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)[0];
    return first ? Number(first) : null;
  } catch {
    return null;
  }
}

/**
 * The pid of the machine's server process whose command name is `comm` (e.g. redis-server), or null: for a server the
 * bench shares with nothing else while it runs, so its CPU counts as the system's. With `argument`, only a process
 * whose command line holds it (redis-server shows its address there: a test's private Redis is another process).
 * @param {string} comm
 * @param {string} [argument]
 * @returns {number | null}
 */
export function serverPid(comm, argument) {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== comm) continue;
        if (!argument || readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(argument))
          return Number(entry);
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return null;
}

/**
 * User + system CPU seconds used so far by one process.
 * @param {number} pid
 * @returns {number | null}
 */
export function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime (fields 14, 15)
  } catch {
    return null;
  }
}

function machineTicks() {
  try {
    const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = values[3] + (values[4] ?? 0); // idle + iowait
    return { total: values.reduce((a, b) => a + b, 0), idle };
  } catch {
    return null;
  }
}

/**
 * What a CPU measurement found: how busy the machine was, and each process's CPU seconds (null when unknown).
 * @typedef {{ machineBusyPercent: number | null, cpuSeconds: Record<string, number | null> }} CpuFigures
 */

/**
 * Starts a measurement of the given processes ({ name: pid }) and the bench process itself; call the returned
 * function at the end to get { machineBusyPercent, cpuSeconds: { name: s } }.
 * @param {Record<string, number>} pids
 * @returns {() => CpuFigures}
 */
export function startCpuMeasure(pids) {
  const machine0 = machineTicks();
  const self0 = process.cpuUsage();
  const start = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processCpuSeconds(pid)]));
  return () => {
    const machine1 = machineTicks();
    const self = process.cpuUsage(self0);
    /** @type {Record<string, number | null>} */
    const cpuSeconds = { [LOAD_GENERATOR]: round2((self.user + self.system) / 1e6) };
    for (const [name, pid] of Object.entries(pids)) {
      const end = processCpuSeconds(pid);
      const begin = start[name];
      cpuSeconds[name] = begin === null || end === null ? null : round2(end - begin);
    }
    const busy =
      machine0 && machine1 && machine1.total > machine0.total
        ? 100 * (1 - (machine1.idle - machine0.idle) / (machine1.total - machine0.total))
        : null;
    return { machineBusyPercent: busy === null ? null : Math.round(busy), cpuSeconds };
  };
}

/**
 * The apps' pids and the Redis server's (the event bus and the rate-limit counters: part of the system).
 * @param {Record<string, number>} pids
 */
export function withRedis(pids) {
  const redis = serverPid('redis-server', `:${new URL(REDIS_URL).port || 6379}`);
  return redis === null ? pids : { ...pids, 'redis-server': redis };
}

/**
 * CPU seconds of the system's processes (the load generator left out).
 * @param {CpuFigures} cpu
 */
export const systemCpuSeconds = (cpu) =>
  Object.entries(cpu.cpuSeconds)
    .filter(([name]) => name !== LOAD_GENERATOR)
    .reduce((sum, [, seconds]) => sum + (seconds ?? 0), 0);

/** @param {number} value */
const round2 = (value) => Math.round(value * 100) / 100;
