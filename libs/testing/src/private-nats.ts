import { connect, type NatsConnection } from 'nats';
import { spawn } from 'node:child_process';

const NATS_SERVER_BIN = '/usr/sbin/nats-server';

export interface PrivateNats {
  /** nats://127.0.0.1:<port>, without credentials. */
  url: string;
  stop: () => Promise<void>;
}

/** Clients must authenticate: with this user and password, or with this token. */
export type PrivateNatsAuth = { user: string; pass: string } | { token: string };

/**
 * A nats-server of its own on a random port of 127.0.0.1, with the server's default limits (1 MB max_payload).
 * The machine's NATS (4222) carries the subjects of any other eventdesk instance running here.
 */
export async function startPrivateNats(auth?: PrivateNatsAuth): Promise<PrivateNats> {
  const authArgs = !auth
    ? []
    : 'token' in auth
      ? ['--auth', auth.token]
      : ['--user', auth.user, '--pass', auth.pass];
  const child = spawn(NATS_SERVER_BIN, ['-a', '127.0.0.1', '-p', '-1', ...authArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`nats-server did not start: ${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening for client connections on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match && output.includes('Server is ready')) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited with ${code}: ${output}`));
    });
  });
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        return;
      }
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

export interface RpcSpy {
  /** Every message seen so far, after letting in-flight ones arrive. */
  settled: () => Promise<Array<{ subject: string; size: number; data: Uint8Array }>>;
  clear: () => void;
  close: () => Promise<void>;
}

/** Listens to `subjects` on the private NATS without answering, so a test can tell what was sent. */
export async function spyOnRpc(url: string, subjects: string): Promise<RpcSpy> {
  const connection: NatsConnection = await connect({ servers: url, name: 'test-spy' });
  const seen: Array<{ subject: string; size: number; data: Uint8Array }> = [];
  const subscription = connection.subscribe(subjects);
  void (async () => {
    for await (const message of subscription) {
      seen.push({ subject: message.subject, size: message.data.length, data: message.data });
    }
  })();
  await connection.flush();
  return {
    settled: async () => {
      await connection.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return [...seen];
    },
    clear: () => {
      seen.length = 0;
    },
    close: () => connection.close(),
  };
}
