import { LockMode, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@eventdesk/server-kit';
import { paymentReferenceFor, type RegistrationSnapshot } from '../orders/registration-snapshot';
import { PaymentProof } from './payment-proof.entity';

/** First key of the advisory lock taken per registration id (the second key) while a visitor's receipt is stored. */
const PROOF_INTAKE_LOCK = 0x70726f66; // 'prof'

/** A receipt locked (FOR UPDATE) to the end of the transaction: one review at a time. */
export function lockProof(tx: EntityManager, id: number): Promise<PaymentProof | null> {
  return tx.findOne(PaymentProof, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** A payment's receipts, newest first. */
export function proofsOfPayment(em: EntityManager, paymentId: number): Promise<PaymentProof[]> {
  return em.find(PaymentProof, { paymentId }, { orderBy: { uploadedAt: 'desc', id: 'desc' } });
}

/** The registration's latest receipt, whatever its status. */
export function latestProofOf(em: EntityManager, registrationId: number): Promise<PaymentProof | null> {
  return em.findOne(PaymentProof, { registrationId }, { orderBy: { uploadedAt: 'desc', id: 'desc' } });
}

/**
 * How many receipts the registration has (all, and pending review), counted under a per-registration advisory lock
 * held to the end of the transaction: concurrent uploads for one registration take turns, so the cap holds.
 */
export async function earlierReceipts(
  tx: EntityManager,
  registrationId: number,
): Promise<{ all: number; pending: number }> {
  await sql(tx, 'select pg_advisory_xact_lock(?, ?)', [PROOF_INTAKE_LOCK, registrationId]);
  const rows = await sql<{ all: number; pending: number }>(
    tx,
    `select count(*)::int as "all", (count(*) filter (where "status" = 'pending_review'))::int as "pending"
       from "payment"."payment_proof" where "registration_id" = ?`,
    [registrationId],
  );
  return { all: rows[0]?.all ?? 0, pending: rows[0]?.pending ?? 0 };
}

/**
 * The id of the registration's open bank/UPI payment (one at most, by a partial unique index), made on first use;
 * undefined only if it could be neither made nor found.
 */
export async function openTransferPaymentId(
  tx: EntityManager,
  registration: RegistrationSnapshot,
): Promise<number | undefined> {
  await sql(
    tx,
    `insert into "payment"."payment"
       ("registration_id", "registration_ref", "amount", "payment_method", "payment_reference", "status",
        "registration", "currency")
     values (?, ?, ?, 'bank_transfer', ?, 'pending', ?::jsonb, 'INR')
     on conflict ("registration_id") where "status" = 'pending' and "order_id" is null do nothing`,
    [
      registration.id,
      registration.ref,
      registration.amount,
      paymentReferenceFor(registration.id),
      JSON.stringify(registration),
    ],
  );
  const rows = await sql<{ id: number }>(
    tx,
    `select "id" from "payment"."payment"
      where "registration_id" = ? and "status" = 'pending' and "order_id" is null`,
    [registration.id],
  );
  return rows[0]?.id;
}

/** A new receipt, written at once so its id is known. */
export async function insertProof(
  tx: EntityManager,
  data: RequiredEntityData<PaymentProof>,
): Promise<PaymentProof> {
  const row = tx.create(PaymentProof, data);
  await tx.flush();
  return row;
}
