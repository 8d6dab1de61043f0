import { DomainError } from './domain-error';

/**
 * Tells an outage of PostgreSQL, Redis or NATS (the request may succeed in a few seconds: 503 with Retry-After)
 * from a bug (500). Measured in issue 13: a NATS restart answered 977 requests with 500 and only 47 with 503.
 */

/** SQLSTATE classes: 08 connection exception, 57P01-03 shutdown / cannot connect now, 53300 too many connections. */
const PG_OUTAGE_STATE = /^(08|57P0[123]$|53300$)/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** nats.js error codes of a lost or refused connection and of a request nobody answered. */
const NATS_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DRAINING',
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  'DISCONNECT',
  'TIMEOUT',
  '503',
]);
/**
 * Errors that carry no code: MikroORM/knex pool and pg client, ioredis, Nest's NATS client (which throws strings).
 * knex's "Transaction query already complete" is a query sent on a transaction its lost connection already ended
 * (fault suite, PostgreSQL restart: a staff confirmation got 500); a code path that does so without an outage
 * would fail every time, in its tests.
 */
const OUTAGE_MESSAGE =
  /Transaction query already complete|Connection terminated|Connection lost|Connection is closed|Stream isn't writeable|Timeout acquiring a connection|Reached the max retries per request|no subscribers|no responders|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Client has encountered a connection error/i;
/** MikroORM's wrapper of a lost database connection. */
const OUTAGE_NAMES = new Set(['ConnectionException', 'MaxRetriesPerRequestError']);

export function isOutage(error: unknown, depth = 0): boolean {
  if (typeof error === 'string') {
    return OUTAGE_MESSAGE.test(error);
  }
  if (typeof error !== 'object' || error === null || depth > 4) {
    return false;
  }
  const { code, name, message, cause, sqlState } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    sqlState?: unknown;
  };
  const codes = [code, sqlState].filter((value): value is string => typeof value === 'string');
  if (
    codes.some((value) => NETWORK_CODES.has(value) || NATS_CODES.has(value) || PG_OUTAGE_STATE.test(value))
  ) {
    return true;
  }
  if (typeof name === 'string' && OUTAGE_NAMES.has(name)) {
    return true;
  }
  if (typeof message === 'string' && OUTAGE_MESSAGE.test(message)) {
    return true;
  }
  return isOutage(cause, depth + 1);
}

/** What an RPC error reply carries when the service met an outage (not a bug): the gateway answers 503. */
export const OUTAGE_DETAILS = { outage: true } as const;

export function isOutageDetails(details: unknown): boolean {
  return typeof details === 'object' && details !== null && (details as { outage?: unknown }).outage === true;
}

/**
 * A dependency is away for a moment (no answer over NATS, a service whose database restarts). The gateway
 * answers it with 503, Retry-After and a message in the visitor's language; `message` is for the log.
 */
export class OutageError extends DomainError {
  constructor(message: string) {
    super('SERVICE_UNAVAILABLE', message, OUTAGE_DETAILS);
    this.name = 'OutageError';
  }
}
