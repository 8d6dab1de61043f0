import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A child process whose output is kept, so tests can read the logs it wrote (e.g. correlation ids). */
export class RunningProcess {
  readonly lines: string[] = [];
  private readonly child: ChildProcess;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv,
    cwd: string,
  ) {
    this.child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      if (stream) {
        createInterface({ input: stream }).on('line', (line) => this.lines.push(line));
      }
    }
  }

  get exited(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /** JSON log lines (pino) as objects; other lines are skipped. */
  jsonLines(): Array<Record<string, unknown>> {
    return this.lines.flatMap((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return typeof parsed === 'object' && parsed !== null ? [parsed as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.exited) {
      return;
    }
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}
