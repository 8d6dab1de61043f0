// @ts-check
// Honest visitors for the load benches: every registration from its own contact (e-mail and Indian mobile number)
// and the connections spread over many loopback source addresses, the way a crowd of phones reaches the gateway.
// The gateway's limits are per client address and per contact (issue 12), so one address and one phone number would
// measure refusals instead of registrations.
import net from 'node:net';
import { countRedisKeys } from './bench-io.mjs';

/** 127.0.0.2 … 127.0.0.50: every 127/8 address is the machine itself on Linux, usable as a source without setup. */
export const LOOPBACK_SOURCES = Array.from({ length: 49 }, (_, i) => `127.0.0.${i + 2}`);

/** How the benches' visitors look, for their reports. */
export const VISITORS =
  `a distinct e-mail and mobile number per request; connections from ${LOOPBACK_SOURCES.length} source addresses ` +
  `(${LOOPBACK_SOURCES[0]}-${LOOPBACK_SOURCES.at(-1)})`;

let contacts = 0;

/**
 * A contact no other request of this process uses: `<tag>-<n>@example.com` and a valid Indian mobile number (10
 * digits starting with 9, the rest the counter), so no contact ever holds more than one seat.
 * @param {string} tag
 * @returns {{ email: string, phone: string }}
 */
export function nextContact(tag) {
  contacts += 1;
  const digits = `9${String(contacts).padStart(9, '0')}`;
  return { email: `${tag}-${contacts}@example.com`, phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` };
}

/**
 * An autocannon `setupClient`: each connection binds its socket (and its reconnects) to the next source address,
 * round robin. autocannon calls setupClient before the client's first connect and offers no localAddress option,
 * so the client's own `_connect` runs with `net.connect` lending it one, only for that synchronous call.
 * @param {string[]} [sources]
 * @returns {(client: import('autocannon').Client) => void}
 */
export function spreadOverSources(sources = LOOPBACK_SOURCES) {
  let next = 0;
  return (client) => {
    const localAddress = sources[next % sources.length];
    next += 1;
    const connect = client._connect;
    /**
     * @this {import('autocannon').Client}
     * @param {unknown[]} args
     */
    client._connect = function connectFromSource(...args) {
      const original = net.connect;
      // autocannon's client calls net.connect(port, host) (lib/httpClient.js).
      net.connect = /** @type {typeof net.connect} */ (
        /**
         * @param {number} port
         * @param {string} host
         */
        (port, host) => original({ port, host, localAddress })
      );
      try {
        return connect.apply(this, args);
      } finally {
        net.connect = original;
      }
    };
  };
}

/**
 * The gateway's per-address counters of the general limit (in Redis, one per client address and route, living a
 * minute): right after a run, at least LOOPBACK_SOURCES.length shows the gateway saw the spread of addresses.
 * @param {string} queuePrefix
 */
export function rateLimitCounters(queuePrefix) {
  return countRedisKeys(`${queuePrefix}:throttle:default:*`);
}
