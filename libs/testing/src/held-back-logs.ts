import type { LoggerService } from '@nestjs/common';
import { format } from 'node:util';

/**
 * Framework log lines (Nest's Logger, and MikroORM through it) are held back during tests and shown only for a
 * failing test: a green run prints only jest's own lines, a red one still shows what the app said. `TEST_LOGS=1`
 * prints every line as it happens instead.
 */
export function testLogsWanted(): boolean {
  return process.env.TEST_LOGS === '1';
}

/** The test file's global that holds the lines, shared by the logger (inside the test) and the test environment. */
export const HELD_BACK_LOGS = '__eventdeskHeldBackLogs';

/** A long test (a busy outbox relay) must not grow the buffer without bound: the newest lines matter most. */
const MAX_HELD_BACK_LINES = 500;

export class HeldBackLogger implements LoggerService {
  constructor(private readonly lines: string[]) {}

  log(message: unknown, ...params: unknown[]): void {
    this.hold('LOG', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.hold('ERROR', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.hold('WARN', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.hold('DEBUG', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.hold('VERBOSE', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.hold('FATAL', message, params);
  }

  private hold(level: string, message: unknown, params: unknown[]): void {
    // Nest's Logger appends its context as the last argument (and `undefined` for a missing error stack).
    const rest = params.filter((param) => param !== undefined);
    const context = rest.length && typeof rest[rest.length - 1] === 'string' ? rest.pop() : undefined;
    const prefix = context ? `[Nest] ${level} [${String(context)}]` : `[Nest] ${level}`;
    this.lines.push(`${prefix} ${format(message, ...rest)}`);
    if (this.lines.length > MAX_HELD_BACK_LINES) {
      this.lines.shift();
    }
  }
}
