// @ts-check
// The load generator the benches share: autocannon in the bench process, bounded, and its result as the figures
// the reports keep.
import autocannon from 'autocannon';
import { round } from './figures.mjs';

/** autocannon's result (declared in bench/types/autocannon.d.ts: the package ships no types). */
/** @typedef {import('autocannon').Result} AutocannonResult */

/**
 * @typedef {object} LoadOptions
 * @property {string} url the target's origin
 * @property {number} connections
 * @property {number} seconds
 * @property {string} path the POST path
 * @property {Record<string, string>} headers
 * @property {(request: import('autocannon').Request) => import('autocannon').Request} setupRequest sets each
 *   request's body (and headers)
 * @property {(client: import('autocannon').Client) => void} [setupClient]
 */

/**
 * POSTs to `path` for `seconds` over `connections`; autocannon stops by itself, the guard only bounds a stuck run.
 * @param {LoadOptions} options
 * @returns {Promise<AutocannonResult>}
 */
export function fire({ url, connections, seconds, path, headers, setupRequest, setupClient }) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 10,
        headers: { 'content-type': 'application/json', ...headers },
        ...(setupClient ? { setupClient } : {}),
        requests: [{ method: 'POST', path, setupRequest }],
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) fail(error);
        else done(result);
      },
    );
    const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  });
}

/**
 * What the reports keep of an autocannon result.
 * @param {AutocannonResult} result
 */
export function summarize(result) {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    reqPerSecMean: round(result.requests.mean),
    reqPerSecStddev: round(result.requests.stddev),
    latencyMs: {
      p50: round(result.latency.p50),
      p99: round(result.latency.p99),
      mean: round(result.latency.mean),
      max: round(result.latency.max),
    },
    requestsSent: result.requests.sent,
    responses: result.requests.total,
    '2xx': result['2xx'],
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: round(result.duration, 2),
  };
}
