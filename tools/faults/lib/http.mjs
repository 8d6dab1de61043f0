// The load's HTTP client: node:http from a chosen loopback source address (fetch cannot bind one), keep-alive per
// address, and the web app's retry rule for a request that may have been lost: the same request (same
// Idempotency-Key, same scan nonce) again on a network error or a 5xx, with a short backoff.
import http from 'node:http';
import { sleep } from '../../../bench/lib/procs.mjs';

const agents = new Map();
function agentFor(localAddress) {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * One request. Resolves { status, headers, body (Buffer) }; a network error or no answer within timeoutMs resolves
 * with status 'network' or 'timeout' (never rejects), as a browser's fetch would fail.
 */
export function send(
  url,
  { method = 'GET', headers = {}, body, localAddress = '127.0.0.1', timeoutMs = 15_000 } = {},
  staleSocketRetry = true,
) {
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (!settled) resolve(result);
      settled = true;
    };
    const target = new URL(url);
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        agent: agentFor(localAddress),
        headers: { ...headers, ...(payload ? { 'content-length': payload.length } : {}) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', () => done({ status: 'network', headers: {}, body: Buffer.alloc(0) }));
      },
    );
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      done({ status: 'timeout', headers: {}, body: Buffer.alloc(0) });
    });
    request.on('error', () => {
      // A kept-alive connection the server closed as the request left: browsers send such a request again at
      // once, unseen by the page, and so do we (once), so the count is of failures a visitor could see.
      if (request.reusedSocket && staleSocketRetry && !settled) {
        done(send(url, { method, headers, body: payload, localAddress, timeoutMs }, false));
        return;
      }
      done({ status: 'network', headers: {}, body: Buffer.alloc(0) });
    });
    request.end(payload);
  });
}

export const json = (response) => JSON.parse(response.body.toString('utf8'));

/** A network error, no answer, or a 5xx: the request may not have happened, or its answer was lost. */
export const retryable = (status) => typeof status !== 'number' || status >= 500;

/** The web app's rule (apps/web/src/lib/idempotent-submit.ts SUBMIT_RETRY_DELAYS_MS): 3 tries, 1 s and 3 s apart. */
export const RETRY_DELAYS_MS = [1000, 3000];

/**
 * After the automatic tries, the visitor presses the button again with the same values, and the web app sends the
 * same key again (an unknown outcome keeps its key): this many presses, this far apart.
 */
export const VISITOR_PRESSES = 4;
export const VISITOR_PRESS_GAP_MS = 10_000;

/**
 * Sends `make()` until it gets an answer that is not retryable or the tries run out; every try is recorded with
 * `record(kind, sentAt, status)`. Returns the last response and the number of tries.
 */
export async function withRetries(record, kind, make) {
  for (let attempt = 0; ; attempt += 1) {
    const sentAt = Date.now();
    const response = await make();
    record(kind, sentAt, response.status);
    if (!retryable(response.status) || attempt >= RETRY_DELAYS_MS.length) {
      return { response, tries: attempt + 1 };
    }
    await sleep(RETRY_DELAYS_MS[attempt]);
  }
}
