import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { DomainError } from '../errors/domain-error';

/** A key is answered from the table for this long; then it is pruned with the outbox (OutboxRelay.prune). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** DDL of the keys of a service's creating requests (issue 13); in each such service's migration. */
export function idempotencyTableSql(schema: string): string[] {
  return [
    `create table "${schema}"."idempotency_key" (
    "scope" text not null,
    "key" text not null,
    "request_hash" text not null,
    "response" jsonb not null,
    "created_at" timestamptz not null default now(),
    primary key ("scope", "key")
  )`,
    `create index "idempotency_key_created_at_idx" on "${schema}"."idempotency_key" ("created_at")`,
  ];
}

/** The same request whatever the order of its fields. */
export function requestHash(request: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

export interface IdempotentCall {
  schema: string;
  /** What is being created (e.g. `registration.create`): one key may serve different operations. */
  scope: string;
  /** The client's `Idempotency-Key`; without one, `work` simply runs. */
  key: string | undefined;
  /** The request as the service received it (without the key); a reused key with another request is refused. */
  request: unknown;
}

/** The answer, and whether it is the stored answer of an earlier request with the same key (nothing was done). */
export interface Idempotent<T> {
  value: T;
  replayed: boolean;
}

/**
 * Runs `work` at most once per key, inside the caller's creating transaction `tx`, and stores its answer in the
 * same transaction: either the registration and its key commit together or neither does. A repeat (a client
 * that retried after a lost answer) gets the stored answer. A repeat arriving while the first is still running
 * waits on the key's row (the primary key's insert lock) and then reads the committed answer. A failed first
 * attempt rolls its key back, so the retry runs the work again.
 */
export async function runIdempotent<T>(
  tx: EntityManager,
  call: IdempotentCall,
  work: () => Promise<T>,
): Promise<Idempotent<T>> {
  if (call.key === undefined) {
    return { value: await work(), replayed: false };
  }
  const table = `"${call.schema}"."idempotency_key"`;
  const hash = requestHash(call.request);
  const claimed = await tx.execute<Array<{ key: string }>>(
    `insert into ${table} ("scope", "key", "request_hash", "response") values (?, ?, ?, 'null'::jsonb)
     on conflict do nothing returning "key"`,
    [call.scope, call.key, hash],
  );
  if (claimed.length === 0) {
    const stored = await storedIdempotentAnswer<T>(tx, call);
    if (!stored) {
      throw idempotencyKeyReusedError();
    }
    return stored;
  }
  const result = await work();
  await tx.execute(`update ${table} set "response" = ?::jsonb where "scope" = ? and "key" = ?`, [
    JSON.stringify(result),
    call.scope,
    call.key,
  ]);
  return { value: result, replayed: false };
}

/**
 * The stored answer of an earlier request with this key (committed, or waited for by the caller's insert); undefined
 * when the key is unknown or was used for another request.
 */
export async function storedIdempotentAnswer<T>(
  em: EntityManager,
  call: IdempotentCall,
): Promise<Idempotent<T> | undefined> {
  if (call.key === undefined) {
    return undefined;
  }
  const [stored] = await em.execute<Array<{ request_hash: string; response: T }>>(
    `select "request_hash", "response" from "${call.schema}"."idempotency_key" where "scope" = ? and "key" = ?`,
    [call.scope, call.key],
  );
  return stored && stored.request_hash === requestHash(call.request)
    ? { value: stored.response, replayed: true }
    : undefined;
}

export function idempotencyKeyReusedError(): DomainError {
  return new DomainError(
    'CONFLICT',
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  );
}
