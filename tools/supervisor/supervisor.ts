import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SupervisedApp {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export interface RestartPolicy {
  /** The first restart waits this long; each further restart within the window waits twice as long. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** An app that needed this many restarts within `windowMs` is left down. */
  maxRestarts: number;
  windowMs: number;
  /** After SIGTERM, a child that has not exited is killed. */
  stopGraceMs: number;
}

/** `npm start`'s policy (issue 13): 1 s doubling to 30 s, at most 5 restarts in 5 minutes. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialBackoffMs: 1_000,
  maxBackoffMs: 30_000,
  maxRestarts: 5,
  windowMs: 5 * 60_000,
  stopGraceMs: 5_000,
};

export type AppState = 'running' | 'waiting' | 'given-up' | 'stopped';

export interface AppStatus {
  name: string;
  state: AppState;
  pid: number | undefined;
  restarts: number;
}

interface Supervised {
  app: SupervisedApp;
  child: ChildProcess | undefined;
  state: AppState;
  startedAt: number;
  /** Times of the restarts still inside the window. */
  restartTimes: number[];
  restarts: number;
  lastLines: string[];
  timer: NodeJS.Timeout | undefined;
}

const LAST_LINES_KEPT = 3;

/** `12.3 s` or `4 min 5 s`: how long the process had been up when it died. */
function uptime(ms: number): string {
  const seconds = ms / 1000;
  return seconds < 60
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/**
 * Runs every app as a child process, prefixes its output with its name, and restarts the one that died with
 * backoff, like a process manager: one crash is not an outage, the others keep serving. An app that keeps dying
 * is left down with one clear line rather than restarted forever.
 */
export class Supervisor {
  private readonly supervised: Supervised[];
  private stopping = false;

  constructor(
    apps: SupervisedApp[],
    private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY,
    private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {
    this.supervised = apps.map((app) => ({
      app,
      child: undefined,
      state: 'stopped',
      startedAt: 0,
      restartTimes: [],
      restarts: 0,
      lastLines: [],
      timer: undefined,
    }));
  }

  start(): void {
    for (const entry of this.supervised) {
      this.spawn(entry);
    }
  }

  status(): AppStatus[] {
    return this.supervised.map(({ app, child, state, restarts }) => ({
      name: app.name,
      state,
      pid: state === 'running' ? child?.pid : undefined,
      restarts,
    }));
  }

  /** SIGTERM to every child, SIGKILL to those still running after the grace period; no restarts from now on. */
  async stop(): Promise<void> {
    this.stopping = true;
    const exits = this.supervised.map((entry) => {
      clearTimeout(entry.timer);
      const child = entry.child;
      if (entry.state !== 'running' || !child || child.exitCode !== null || child.signalCode !== null) {
        entry.state = entry.state === 'given-up' ? 'given-up' : 'stopped';
        return Promise.resolve();
      }
      return new Promise<void>((done) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), this.policy.stopGraceMs);
        child.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        child.kill('SIGTERM');
      });
    });
    await Promise.all(exits);
  }

  private label(entry: Supervised): string {
    return entry.app.name.padEnd(12);
  }

  private spawn(entry: Supervised): void {
    const { app } = entry;
    const child = spawn(app.command, app.args, {
      cwd: app.cwd,
      env: app.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    entry.child = child;
    entry.state = 'running';
    entry.startedAt = Date.now();
    entry.lastLines = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        entry.lastLines.push(line);
        if (entry.lastLines.length > LAST_LINES_KEPT) {
          entry.lastLines.shift();
        }
        this.write(`${this.label(entry)} | ${line}`);
      });
    }
    // A command that cannot start at all (e.g. missing binary) ends like a crash.
    child.on('error', (error) => this.write(`${this.label(entry)} | could not start: ${error.message}`));
    child.on('exit', (code, signal) => this.exited(entry, child, code, signal));
  }

  private exited(entry: Supervised, child: ChildProcess, code: number | null, signal: string | null): void {
    if (entry.child !== child) {
      return;
    }
    if (this.stopping) {
      entry.state = 'stopped';
      return;
    }
    const now = Date.now();
    const cause = signal ? `killed by ${signal}` : `exit code ${code}`;
    const lastLine = entry.lastLines.at(-1);
    const said = lastLine ? `; last line: ${lastLine}` : '';
    entry.restartTimes = entry.restartTimes.filter((time) => now - time < this.policy.windowMs);
    if (entry.restartTimes.length >= this.policy.maxRestarts) {
      entry.state = 'given-up';
      const minutes = Math.round(this.policy.windowMs / 60_000);
      this.write(
        `${this.label(entry)} | ${cause} after ${uptime(now - entry.startedAt)}${said}. ` +
          `It died ${entry.restartTimes.length + 1} times within ${minutes} min: left down, the rest keep running ` +
          `(fix the cause, then restart npm start)`,
      );
      return;
    }
    const delay = Math.min(
      this.policy.maxBackoffMs,
      this.policy.initialBackoffMs * 2 ** entry.restartTimes.length,
    );
    entry.restartTimes.push(now);
    entry.restarts += 1;
    entry.state = 'waiting';
    this.write(
      `${this.label(entry)} | ${cause} after ${uptime(now - entry.startedAt)}${said}. ` +
        `Restart ${entry.restartTimes.length} of ${this.policy.maxRestarts} in ${uptime(delay)}`,
    );
    entry.timer = setTimeout(() => {
      if (!this.stopping) {
        this.spawn(entry);
      }
    }, delay);
  }
}
