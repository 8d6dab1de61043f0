import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethod, TicketPackage } from '@eventdesk/contracts';
import { driverQuery } from '@eventdesk/server-kit';
import { Registration } from './registration.entity';

/**
 * What payment events write on the registration. The registration's row is locked first, so a payment and a staff
 * change of the same registration take turns.
 */

/** The registration by id, deleted or not (a payment may arrive for either), its row locked until commit. */
export function lockRegistrationForPayment(tx: EntityManager, id: number): Promise<Registration | null> {
  return tx.findOne(Registration, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** What `record_payment` did with one payment.completed delivery (its migration, 20261206090000, says each). */
export type PaymentRecordOutcome = 'duplicate' | 'unknown' | 'already-paid' | 'void' | 'sold' | 'review';

/**
 * payment.completed on the registration, once per event, in one round trip of its own transaction: the
 * processed_event row, the locked registration, its seat sold (or another free one), the paid figures, or the staff
 * review when the registration is void or no seat was free (`registration.record_payment`).
 */
export async function recordPayment(
  em: EntityManager,
  payment: {
    eventId: string;
    consumer: string;
    registrationId: number;
    capacities: Record<TicketPackage, number>;
    amount: number;
    method: PaymentMethod;
    /** ISO time the payment completed. */
    paidAt: string;
    voidNote: string;
    /** `%s` is replaced by the registration's package. */
    noSeatNote: string;
  },
): Promise<PaymentRecordOutcome> {
  const [row] = await driverQuery<{ outcome: PaymentRecordOutcome }>(
    em,
    `select "registration"."record_payment"($1, $2, $3, $4, $5, $6, $7, $8, $9) as "outcome"`,
    [
      payment.eventId,
      payment.consumer,
      payment.registrationId,
      JSON.stringify(payment.capacities),
      payment.amount,
      payment.method,
      payment.paidAt,
      payment.voidNote,
      payment.noSeatNote,
    ],
  );
  if (!row) {
    throw new Error('record_payment answered no row');
  }
  return row.outcome;
}
