import { LockMode, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Order } from './order.entity';

/** A card order by its public order id. */
export function findOrder(em: EntityManager, orderId: string): Promise<Order | null> {
  return em.findOne(Order, { orderId });
}

/** A card order by its public order id, locked (FOR UPDATE) to the end of the transaction. */
export function lockOrder(tx: EntityManager, orderId: string): Promise<Order | null> {
  return tx.findOne(Order, { orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Card orders by their row ids. */
export function ordersByIds(em: EntityManager, ids: number[]): Promise<Order[]> {
  return em.find(Order, { id: { $in: ids } });
}

/** A new order, written at once (no unit of work). */
export async function insertOrder(em: EntityManager, data: RequiredEntityData<Order>): Promise<void> {
  await em.insert(Order, data);
}
