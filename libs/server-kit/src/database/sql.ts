import type { EntityManager } from '@mikro-orm/postgresql';

/** One SQL statement on this EntityManager's connection, inside its transaction when it has one. */
export async function sql<T>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return (await em.getConnection().execute(query, params, 'all', em.getTransactionContext())) as T[];
}

interface PooledPgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | Array<{ rows: unknown[] }>>;
}

/** A statement on a connection taken by `driverQuery` or `driverTransaction`: the rows, typed by the caller. */
export type DriverQuery = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * Rows of the last result: a text without parameters may hold several statements (`begin; select …`), one round
 * trip, and the driver then answers with one result per statement.
 */
function lastRows<T>(result: Awaited<ReturnType<PooledPgConnection['query']>>): T[] {
  return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as T[];
}

/** Runs `work` on one connection of MikroORM's pool, bypassing MikroORM and knex, and gives it back after. */
async function withDriverConnection<R>(
  em: EntityManager,
  work: (query: DriverQuery) => Promise<R>,
): Promise<R> {
  const client = em.getConnection().getKnex().client;
  const connection = (await client.acquireConnection()) as PooledPgConnection;
  try {
    return await work(async <T>(text: string, params?: unknown[]) =>
      lastRows<T>(await connection.query(text, params)),
    );
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * One statement straight through the `pg` driver on a connection of MikroORM's pool, as its own transaction (never
 * inside the caller's): none of MikroORM's or knex's per-query work (issue 18: a quarter of registration-service's
 * CPU in a ticket rush). For a hot path whose whole transaction is one statement, usually a database function.
 * Placeholders are `$1`, `$2`…; errors are the driver's own (`code` is the SQLSTATE, `detail` as raised).
 */
export async function driverQuery<T>(em: EntityManager, text: string, params: unknown[] = []): Promise<T[]> {
  return withDriverConnection(em, (query) => query<T>(text, params));
}

/**
 * A transaction of a few statements straight through the `pg` driver, like `driverQuery`: `begin` and `opening` (a
 * statement without parameters, e.g. a `select … for update skip locked` with its limit written in) leave as one text,
 * one round trip, and `work` gets its rows; committed when `work` resolves, rolled back when it throws.
 * Placeholders in `work`'s statements are `$1`, `$2`….
 */
export async function driverTransaction<T, R>(
  em: EntityManager,
  opening: string,
  work: (rows: T[], query: DriverQuery) => Promise<R>,
): Promise<R> {
  return withDriverConnection(em, async (query) => {
    try {
      const result = await work(await query<T>(`begin; ${opening}`), query);
      await query('commit');
      return result;
    } catch (error) {
      // A broken connection cannot roll back; the server ends its transaction when the connection closes.
      await query('rollback').catch(() => undefined);
      throw error;
    }
  });
}
