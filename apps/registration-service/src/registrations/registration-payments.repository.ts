import { LockMode } from '@mikro-orm/core';
import type { EntityData, EntityManager } from '@mikro-orm/postgresql';
import { Registration } from './registration.entity';

/**
 * What a payment event writes on the registration. Every statement runs in the consumer's transaction (`tx`),
 * after the registration's row was locked, so a payment and a staff change of the same registration take turns.
 */

/** The registration by id, deleted or not (a payment may arrive for either), its row locked until commit. */
export function lockRegistrationForPayment(tx: EntityManager, id: number): Promise<Registration | null> {
  return tx.findOne(Registration, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Puts the registration on the staff review list with the reason. */
export async function flagForReview(tx: EntityManager, id: number, reviewNote: string): Promise<void> {
  await tx.nativeUpdate(Registration, { id }, { needsReview: true, reviewNote });
}

/** Records what was paid (and, when no seat was left, the staff review it needs). */
export async function recordPaid(
  tx: EntityManager,
  id: number,
  paid: Pick<
    EntityData<Registration>,
    'paymentStatus' | 'paidAmount' | 'paymentMethod' | 'paidAt' | 'updatedAt' | 'needsReview' | 'reviewNote'
  >,
): Promise<void> {
  await tx.nativeUpdate(Registration, { id }, paid);
}
