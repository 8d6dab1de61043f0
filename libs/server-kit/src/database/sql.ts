import type { EntityManager } from '@mikro-orm/postgresql';

/** One SQL statement on this EntityManager's connection, inside its transaction when it has one. */
export async function sql<T>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return (await em.getConnection().execute(query, params, 'all', em.getTransactionContext())) as T[];
}
