// A nats-server of the fault suite's own on a free port; a restart stops it and starts a new one on the same port
// (NATS keeps nothing: subscriptions come back when the clients reconnect).
import { join } from 'node:path';
import { NATS_SERVER } from '../../../bench/lib/stack.mjs';
import { freePort, natsAnswers, spawnManaged, stopManaged, waitFor } from '../../../bench/lib/procs.mjs';

export async function startPrivateNats({ logDir, cwd }) {
  const port = await freePort();
  let handle;
  const start = async () => {
    handle = spawnManaged('nats-server', NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port)], {
      cwd,
      env: { PATH: process.env.PATH },
      logFile: join(logDir, 'nats-server.log'),
    });
    await waitFor('private nats-server', () => natsAnswers(port), { timeoutMs: 15_000, handle });
  };
  await start();
  return {
    port,
    url: `nats://127.0.0.1:${port}`,
    start,
    stop: () => stopManaged(handle, 5_000),
    restart: async () => {
      await stopManaged(handle, 5_000);
      await start();
    },
  };
}
