import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.cjs';

const REDIS_SERVER_BIN = 'redis-server';

export interface PrivateRedisOptions {
  /** Clients must AUTH with this password (`--requirepass`). */
  password?: string;
}

export interface PrivateRedis {
  /** redis://127.0.0.1:<port>, without credentials. */
  url: string;
  port: number;
  /** Kills the server (SIGKILL: as abrupt as a crash or a lost node); its data is gone. */
  kill: () => Promise<void>;
  /** Starts a fresh, empty server on the same port. */
  restart: () => Promise<void>;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) the server: connections stay open but nothing is answered. */
  pause: () => void;
  resume: () => void;
  stop: () => Promise<void>;
}

export { freePort };

function launch(port: number, options: PrivateRedisOptions): Promise<ChildProcess> {
  const authArgs = options.password === undefined ? [] : ['--requirepass', options.password];
  const child = spawn(
    REDIS_SERVER_BIN,
    // A directory of its own: a test that turns on AOF must not write into the working tree.
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      mkdtempSync(join(tmpdir(), 'eventdesk-redis-')),
      ...authArgs,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
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
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
}

async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGCONT');
  child.kill(signal);
  const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(forced);
}

/**
 * A redis-server of its own on a free port of 127.0.0.1, nothing kept on disk, for tests that take Redis away
 * (the machine's Redis on 6379 serves every other test and must stay up).
 */
export async function startPrivateRedis(options: PrivateRedisOptions = {}): Promise<PrivateRedis> {
  const port = await freePort();
  let child = await launch(port, options);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => end(child, 'SIGKILL'),
    restart: async () => {
      await end(child, 'SIGKILL');
      child = await launch(port, options);
    },
    pause: () => {
      child.kill('SIGSTOP');
    },
    resume: () => {
      child.kill('SIGCONT');
    },
    stop: () => end(child, 'SIGTERM'),
  };
}
