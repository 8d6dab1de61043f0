import { LockMode, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@eventdesk/server-kit';
import { PaymentCompletion } from './payment-completion.entity';
import { Payment } from './payment.entity';

/** A payment row locked (FOR UPDATE) to the end of the transaction; it must exist. */
export function lockPayment(tx: EntityManager, id: number): Promise<Payment> {
  return tx.findOneOrFail(Payment, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** The payment already carrying this transaction (UTR / tracking) number, if any. */
export function paymentWithTransactionId(em: EntityManager, transactionId: string): Promise<Payment | null> {
  return em.findOne(Payment, { transactionId });
}

/** Every payment of a registration, newest first. */
export function paymentsOfRegistration(em: EntityManager, registrationId: number): Promise<Payment[]> {
  return em.find(Payment, { registrationId }, { orderBy: { id: 'desc' } });
}

/** The registration's open bank/UPI payment (pending, no card order), locked to the end of the transaction. */
export function lockOpenTransferPayment(tx: EntityManager, registrationId: number): Promise<Payment | null> {
  return tx.findOne(
    Payment,
    { registrationId, status: 'pending', orderId: null },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
}

/** A new payment in the unit of work: written by the caller's next flush. */
export function createPayment(tx: EntityManager, data: RequiredEntityData<Payment>): Payment {
  return tx.create(Payment, data);
}

/** The copy of the registration a payment keeps (only that column is read). */
export async function registrationOfPayment(tx: EntityManager, id: number): Promise<Payment['registration']> {
  const payment = await tx.findOneOrFail(Payment, id, { fields: ['registration'] });
  return payment.registration;
}

/** The first completed payment of a card order (the one that paid it). */
export function firstCompletedPaymentOfOrder(em: EntityManager, orderId: number): Promise<Payment | null> {
  return em.findOne(Payment, { orderId, status: 'completed' }, { orderBy: { id: 'asc' } });
}

/** As firstCompletedPaymentOfOrder, for an order known to be paid: its absence is a NotFoundError. */
export function firstCompletedPaymentOfPaidOrder(em: EntityManager, orderId: number): Promise<Payment> {
  return em.findOneOrFail(Payment, { orderId, status: 'completed' }, { orderBy: { id: 'asc' } });
}

/** The latest result recorded for a card order (a failure or an abort too). */
export function latestPaymentOfOrder(em: EntityManager, orderId: number): Promise<Payment | null> {
  return em.findOne(Payment, { orderId }, { orderBy: { id: 'desc' } });
}

/** How many completion rows the registration has (0 or 1: the row is keyed by registration). */
export function completionsOf(em: EntityManager, registrationId: number): Promise<number> {
  return em.count(PaymentCompletion, { registrationId });
}

/**
 * The registration's completion row, inserted only if it has none (ON CONFLICT DO NOTHING): true when this
 * payment is the one that completed it.
 */
export async function insertCompletionIfFirst(tx: EntityManager, payment: Payment): Promise<boolean> {
  const inserted = await tx
    .createQueryBuilder(PaymentCompletion)
    .insert({ registrationId: payment.registrationId, paymentId: payment.id, completedAt: new Date() })
    .onConflict(['registrationId'])
    .ignore()
    .execute('run');
  return inserted.affectedRows !== 0;
}

/** A registration's completed payment as the registration export shows it (raw row). */
export interface PaymentFactsRecord {
  registration_id: number;
  amount: number;
  payment_method: string | null;
  transaction_id: string | null;
  paid_at: Date | string | null;
}

/** The latest completed payment of each registration asked for, in one statement (by the registration index). */
export function completedPaymentFacts(
  em: EntityManager,
  registrationIds: number[],
): Promise<PaymentFactsRecord[]> {
  return sql<PaymentFactsRecord>(
    em,
    `select distinct on ("registration_id") "registration_id", "amount", "payment_method", "transaction_id",
            coalesce("payment_date", "created_at") as "paid_at"
       from "payment"."payment"
      where "status" = 'completed' and "registration_id" = any(?::int[])
      order by "registration_id", coalesce("payment_date", "created_at") desc, "id" desc`,
    // A PostgreSQL array literal: knex would spread a JS array into a list of placeholders.
    [`{${registrationIds.join(',')}}`],
  );
}
