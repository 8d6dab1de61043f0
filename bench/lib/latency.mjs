// @ts-check
// What the staff read benches measure: latency percentiles from every response time of an autocannon run, and a
// process's memory from /proc (Linux), with its peak reset before the work whose peak is wanted.
import autocannon from 'autocannon';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The p-th percentile of sorted times, in ms to one decimal.
 * @param {number[]} sorted
 * @param {number} p
 */
export const percentile = (sorted, p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;

/**
 * What measureLatency reports of one run.
 * @typedef {object} LatencyFigures
 * @property {number} requests
 * @property {number} non2xx
 * @property {number} errors
 * @property {number} reqPerSec
 * @property {number} p50
 * @property {number} p95
 * @property {number} p99
 */

/**
 * autocannon on one GET with a bearer token for `durationSeconds`; it reports p97.5 but not p95, so every
 * response time is kept and the percentiles computed here.
 * @param {string} url
 * @param {{ token: string, connections: number, durationSeconds: number }} options
 * @returns {Promise<LatencyFigures>}
 */
export function measureLatency(url, { token, connections, durationSeconds }) {
  return new Promise((done, fail) => {
    /** @type {number[]} */
    const times = [];
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSeconds,
        timeout: 10,
        headers: { authorization: `Bearer ${token}` },
      },
      (error, result) => {
        if (error) return fail(error);
        times.sort((a, b) => a - b);
        done({
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          reqPerSec: Math.round(result.requests.average),
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * A `VmRSS`/`VmHWM`-like field of /proc/<pid>/status, in KiB (0 when the process is gone).
 * @param {number} pid
 * @param {'VmRSS' | 'VmHWM'} field
 */
export function memoryKiB(pid, field) {
  try {
    return Number(
      new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0,
    );
  } catch {
    return 0;
  }
}

/**
 * Resets the process's VmHWM to its current RSS (Linux clear_refs 5), so the next peak read is of what follows.
 * @param {number} pid
 */
export function resetPeakRss(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
