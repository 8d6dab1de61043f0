import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Writes what the caller changed on entities it loaded (or created) through this EntityManager now, inside its
 * transaction, so the statements that follow (a completion row, the outbox, the audit log) see them. The one
 * unit-of-work call a service may make itself (CONTRIBUTING.md "A query"); everything else is in repositories.
 */
export async function flushChanges(em: EntityManager): Promise<void> {
  await em.flush();
}
