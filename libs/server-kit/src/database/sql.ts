import type { EntityManager } from '@mikro-orm/postgresql';

/** One SQL statement on this EntityManager's connection, inside its transaction when it has one. */
export async function sql<T>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return (await em.getConnection().execute(query, params, 'all', em.getTransactionContext())) as T[];
}

interface PooledPgConnection {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * One statement straight through the `pg` driver on a connection of MikroORM's pool, as its own transaction (never
 * inside the caller's): none of MikroORM's or knex's per-query work (issue 18: a quarter of registration-service's
 * CPU in a ticket rush). For a hot path whose whole transaction is one statement, usually a database function.
 * Placeholders are `$1`, `$2`…; errors are the driver's own (`code` is the SQLSTATE, `detail` as raised).
 */
export async function driverQuery<T>(em: EntityManager, text: string, params: unknown[] = []): Promise<T[]> {
  const client = em.getConnection().getKnex().client;
  const connection = (await client.acquireConnection()) as PooledPgConnection;
  try {
    return (await connection.query(text, params)).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
