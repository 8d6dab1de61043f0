import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { paymentCompletedEvent } from '@eventdesk/contracts';
import { recordEvent } from '@eventdesk/server-kit';
import type { Payment } from './payment.entity';
import { insertCompletionIfFirst } from './payments.repository';

const logger = new Logger('CompletePayment');

/**
 * The one way a registration's payment becomes completed, for a verified card result and a staff confirmation
 * alike. Runs inside the caller's transaction, after `payment` was stored as completed. The completion row is
 * keyed by registration: the first completed payment wins and emits payment.completed (in the same
 * transaction, via the outbox); any later one is kept for staff (a refund) and emits nothing.
 */
export async function completePayment(tx: EntityManager, payment: Payment): Promise<boolean> {
  if (!(await insertCompletionIfFirst(tx, payment))) {
    logger.warn(
      { registrationId: payment.registrationId, paymentId: payment.id },
      'registration was already completed by another payment: this one needs staff review (refund)',
    );
    return false;
  }
  const snapshot = payment.registration;
  await recordEvent(tx, paymentCompletedEvent, {
    paymentId: payment.id,
    registrationId: payment.registrationId,
    registrationRef: payment.registrationRef,
    amount: payment.amount,
    method: payment.paymentMethod ?? 'card',
    provider: payment.provider,
    transactionId: payment.transactionId,
    completedAt: (payment.paymentDate ?? new Date()).toISOString(),
    confirmedBy: payment.confirmedBy,
    fullName: snapshot.fullName,
    email: snapshot.email,
    phone: snapshot.phone,
    package: snapshot.package,
    ticketNumber: snapshot.ticketNumber,
    language: snapshot.language,
  });
  return true;
}
