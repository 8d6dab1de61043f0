// A PostgreSQL server of the fault suite's own (initdb into a temporary directory, trust auth, a free port), so
// restarting it never touches the machine's server that other work and tests use.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, onCleanup, spawnManaged, stopManaged, waitFor } from '../../../bench/lib/procs.mjs';

const run = promisify(execFile);
export const PG_BIN = process.env.FAULTS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, the server and its tools run as the `postgres` user. */
function serverUser() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Starts the server. Returns { url(database), port, dir, stop(mode), start(), restart(mode), dropAll() }:
 * `restart('fast')` is an operator's restart (clients are disconnected, the checkpoint is written), `'immediate'` a
 * crash (recovery from the WAL on start).
 */
export async function startPrivatePostgres({ logDir }) {
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'eventdesk-faults-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const asServer = user ? { uid: user.uid, gid: user.gid } : {};
  await run(
    join(PG_BIN, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    {
      ...asServer,
      env: { PATH: process.env.PATH, LC_ALL: 'C.UTF-8' },
    },
  );
  const port = await freePort();
  let handle;
  const start = async () => {
    handle = spawnManaged(
      'postgres',
      join(PG_BIN, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=300',
        // The machine's disk is shared; fsync off loses nothing a crash of the server process would (the OS keeps
        // the pages), only what a crash of the machine would. synchronous_commit stays on: every 201 is on disk.
        '-c',
        'fsync=off',
        '-c',
        'full_page_writes=off',
      ],
      {
        env: { PATH: process.env.PATH, LC_ALL: 'C.UTF-8' },
        cwd: dir,
        logFile: join(logDir, 'postgres.log'),
        user,
      },
    );
    await waitFor('private postgres', () => ready(port), { timeoutMs: 30_000, handle });
  };
  const stop = async (mode = 'fast') => {
    if (!handle || handle.exitInfo) return;
    await run(join(PG_BIN, 'pg_ctl'), ['stop', '-D', data, '-m', mode, '-w', '-t', '30'], asServer).catch(
      () => undefined,
    );
    await stopManaged(handle, 10_000);
  };
  await start();
  const removeCleanup = onCleanup(async () => {
    await stop('immediate');
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    port,
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    restart: async (mode = 'fast') => {
      await stop(mode);
      await start();
    },
    /** Stops the server and deletes its files. */
    destroy: async () => {
      await stop('immediate');
      removeCleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function ready(port) {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates `name` (empty) on the server at `url` (a URL of any database there). */
export async function createDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}
