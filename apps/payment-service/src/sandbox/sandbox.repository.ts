import type { LockMode, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SandboxTransaction } from './sandbox-transaction.entity';

/** A new sandbox transaction, written at once (no unit of work). */
export async function insertSandboxTransaction(
  em: EntityManager,
  data: RequiredEntityData<SandboxTransaction>,
): Promise<void> {
  await em.insert(SandboxTransaction, data);
}

/** A sandbox transaction by tracking id, locked with `lockMode` when given. */
export function findSandboxTransaction(
  em: EntityManager,
  trackingId: string,
  lockMode?: LockMode,
): Promise<SandboxTransaction | null> {
  return em.findOne(SandboxTransaction, { trackingId }, lockMode ? { lockMode } : {});
}

/** A sandbox transaction by tracking id and order id (what the status API is asked). */
export function sandboxTransactionOfOrder(
  em: EntityManager,
  trackingId: string,
  orderId: string,
): Promise<SandboxTransaction | null> {
  return em.findOne(SandboxTransaction, { trackingId, orderId });
}
