// @ts-check
// One home for freePort: private-redis.ts (TypeScript; tools/faults loads it through Node's type stripping) and the
// bench/faults harness (plain .mjs, run by Node 20 too) both import this CommonJS file, as the build scripts and
// vite.config.ts import tools/path-aliases: jest requires it, Node 20 and 24 import it.
const { readFileSync } = require('node:fs');
const { createServer } = require('node:net');

/** Ports handed out by this process, never handed out twice. */
const handedOut = new Set();

/**
 * The start of the kernel's ephemeral range (ports it gives outgoing connections and `listen(0)`); ports below it
 * are never taken by a client socket.
 */
function ephemeralPortsStart() {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    return low > 0 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * Whether `port` can be listened on now, on every address (the apps listen on 0.0.0.0).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/**
 * A port that is free right now, for a server that must be told its port (redis-server and nats-server cannot pick
 * one themselves; a restarted server must keep its address). Drawn below the kernel's ephemeral range (so above the
 * dev system's ports, 2525-9464): a port from `listen(0)` is an ephemeral one, and in the moments before the server
 * that was told it binds it, any outgoing connection of the processes starting meanwhile (PostgreSQL, Redis, NATS
 * clients) could take it as its local port (an e2e stack's gateway died once on EADDRINUSE that way).
 * @returns {Promise<number>}
 */
async function freePort() {
  const high = ephemeralPortsStart() - 1;
  const low = Math.max(10_000, high - 12_000);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port) || !(await canListen(port))) {
      continue;
    }
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${low} and ${high}`);
}

module.exports = { freePort };
