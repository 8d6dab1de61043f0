// A small round-robin TCP balancer in front of the gateway replicas, as a Kubernetes Service or an ingress is in
// production. Each connection goes to the next replica; a replica that refuses the connection (down, restarting) is
// skipped for that connection, as nginx's `proxy_next_upstream error` does. A connection already open to a replica
// that dies is cut: the client sees a network error, as it would in production.
import net from 'node:net';
import { freePort, onCleanup } from '../../../bench/lib/procs.mjs';

/** The client's own address (127.0.0.x), so each replica's per-address limits see the visitors, not the balancer. */
const sourceOf = (socket) => (socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

/** upstreams: ports of the replicas on 127.0.0.1. Returns { url, port, connections (per upstream), stop() }. */
export async function startBalancer(upstreams) {
  const port = await freePort();
  const connections = Object.fromEntries(upstreams.map((upstream) => [upstream, 0]));
  const open = new Set();
  let next = 0;
  const server = net.createServer((client) => {
    open.add(client);
    client.pause();
    client.on('error', () => undefined);
    client.on('close', () => open.delete(client));
    const connect = (triesLeft) => {
      const upstreamPort = upstreams[next % upstreams.length];
      next += 1;
      let connected = false;
      const upstream = net.connect({ port: upstreamPort, host: '127.0.0.1', localAddress: sourceOf(client) });
      upstream.on('error', () => {
        if (!connected && triesLeft > 1 && !client.destroyed) connect(triesLeft - 1);
        else client.destroy();
      });
      upstream.once('connect', () => {
        connected = true;
        connections[upstreamPort] += 1;
        if (client.destroyed) {
          upstream.destroy();
          return;
        }
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
    };
    connect(upstreams.length);
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const stop = () =>
    new Promise((done) => {
      for (const socket of open) socket.destroy();
      server.close(() => done());
    });
  onCleanup(stop);
  return { url: `http://127.0.0.1:${port}`, port, connections, stop };
}
