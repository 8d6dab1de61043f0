import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type {
  AdminRegistrationRow,
  ManualPaymentUpdateCommand,
  ManualPaymentUpdated,
} from '@eventdesk/contracts';
import { DomainError, flushChanges, OutboxRelay, recordAudit } from '@eventdesk/server-kit';
import { paymentReferenceFor, registrationSnapshot } from '../orders/registration-snapshot';
import { completePayment } from '../payments/complete-payment';
import {
  completionsOf,
  createPayment,
  lockOpenTransferPayment,
  paymentWithTransactionId,
} from '../payments/payments.repository';
import { paymentState } from '../proofs/proof-review-state';

export const ALREADY_COMPLETED = 'Payment already completed';

/**
 * A payment staff received outside the site (cash, a transfer without a receipt, a complimentary pass), recorded
 * with who and the referrer note. It completes through the same path as a verified card payment, so
 * payment.completed is emitted once; a registration that is already paid is refused, never paid twice.
 */
@Injectable()
export class ManualPaymentService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async record(
    registration: AdminRegistrationRow,
    command: ManualPaymentUpdateCommand,
  ): Promise<ManualPaymentUpdated> {
    if (registration.paymentStatus === 'completed' || registration.paymentStatus === 'privilege_guest') {
      throw new DomainError('REGISTRATION_ALREADY_PAID', ALREADY_COMPLETED);
    }
    const amount = command.amount ?? registration.amount;
    if (amount === 0 && command.method !== 'complimentary') {
      throw new DomainError('VALIDATION_FAILED', 'An amount of 0 is only for a complimentary pass', [
        { path: 'amount', message: 'An amount of 0 is only for a complimentary pass' },
      ]);
    }
    try {
      const payment = await this.em.fork().transactional(async (tx) => {
        if ((await completionsOf(tx, registration.id)) > 0) {
          throw new DomainError('REGISTRATION_ALREADY_PAID', ALREADY_COMPLETED);
        }
        if (command.transactionId) {
          const used = await paymentWithTransactionId(tx, command.transactionId);
          if (used) {
            throw new DomainError(
              'TRANSACTION_ID_IN_USE',
              `This transaction number is already on payment ${used.id}`,
            );
          }
        }
        const completed = {
          status: 'completed' as const,
          amount,
          paymentMethod: command.method,
          transactionId: command.transactionId ?? null,
          paymentDate: new Date(),
          confirmedBy: command.actor,
          note: command.referd_name || null,
        };
        // Receipts already gathered on the open bank/UPI payment stay with the payment that completes.
        const open = await lockOpenTransferPayment(tx, registration.id);
        const before = open ? paymentState(open) : null;
        const payment =
          open ??
          createPayment(tx, {
            ...completed,
            registrationId: registration.id,
            registrationRef: registration.ref,
            paymentReference: paymentReferenceFor(registration.id),
            registration: registrationSnapshot.parse(registration),
          });
        Object.assign(payment, completed);
        await flushChanges(tx);
        // Two staff at once: the completion row decides, and the loser's payment is rolled back.
        if (!(await completePayment(tx, payment))) {
          throw new DomainError('REGISTRATION_ALREADY_PAID', ALREADY_COMPLETED);
        }
        await recordAudit(tx, {
          actor: command.actor,
          action: 'payment.manual-update',
          targetType: 'registration',
          targetId: String(registration.id),
          before,
          after: paymentState(payment),
        });
        return payment;
      });
      this.relay.nudge();
      return {
        paymentId: payment.id,
        registrationId: payment.registrationId,
        amount: payment.amount,
        method: command.method,
        status: 'completed',
        message: 'Payment recorded as completed',
      };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('TRANSACTION_ID_IN_USE', 'This transaction number is already used');
      }
      throw error;
    }
  }
}
