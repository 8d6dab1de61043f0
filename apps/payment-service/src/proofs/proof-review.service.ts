import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  type ConfirmProofCommand,
  type ConfirmProofResponse,
  type FileChunkQuery,
  type FileChunkReply,
  type PaymentView,
  type ProofView,
} from '@eventdesk/contracts';
import {
  DomainError,
  flushChanges,
  OutboxRelay,
  readFileChunk,
  recordAudit,
  type StoredFileColumns,
} from '@eventdesk/server-kit';
import { PAYMENT_SCHEMA } from '../database';
import { ordersByIds } from '../orders/orders.repository';
import { completePayment } from '../payments/complete-payment';
import {
  lockPayment,
  paymentsOfRegistration,
  paymentWithTransactionId,
} from '../payments/payments.repository';
import { toProofView } from './proof-view.mapper';
import { assertReviewable, paymentState, reviewState } from './proof-review-state';
import { lockProof, proofsOfPayment } from './proofs.repository';

/** Where the receipt images are, for downloads slice by slice. */
const receiptImages: StoredFileColumns = {
  table: 'payment_proof',
  id: 'id',
  bytes: 'image_data',
  size: 'file_size',
  mimeType: 'file_type',
  fileName: 'file_name',
};

/** Staff side of payments and receipts (admin spec §7) and the staff confirmation of a transfer. */
@Injectable()
export class ProofReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  /** The bank/UPI payment (where receipts are) first, then card results, newest first. */
  async paymentsOf(registrationId: number): Promise<PaymentView[]> {
    const em = this.em.fork();
    const payments = await paymentsOfRegistration(em, registrationId);
    const orderIds = payments.flatMap((payment) => (payment.orderId ? [payment.orderId] : []));
    const orders = orderIds.length ? await ordersByIds(em, orderIds) : [];
    const publicOrderId = new Map(orders.map((order) => [order.id, order.orderId]));
    return payments
      .sort((a, b) => Number(a.orderId !== null) - Number(b.orderId !== null))
      .map((payment) => ({
        id: payment.id,
        registrationId: payment.registrationId,
        amount: payment.amount,
        paymentMethod: payment.paymentMethod,
        transactionId: payment.transactionId,
        paymentReference: payment.paymentReference,
        paymentDate: payment.paymentDate?.toISOString() ?? null,
        status: payment.status,
        provider: payment.provider,
        providerStatus: payment.providerStatus,
        orderId: payment.orderId ? (publicOrderId.get(payment.orderId) ?? null) : null,
        confirmedBy: payment.confirmedBy,
        createdAt: payment.createdAt.toISOString(),
      }));
  }

  async proofsOf(paymentId: number): Promise<ProofView[]> {
    const proofs = await proofsOfPayment(this.em.fork(), paymentId);
    return proofs.map(toProofView);
  }

  /** One piece of the image: a whole image would exceed the NATS message limit. */
  async imageChunk(query: FileChunkQuery): Promise<FileChunkReply> {
    const chunk = await readFileChunk(this.em.fork(), PAYMENT_SCHEMA, receiptImages, query);
    if (!chunk) {
      throw new DomainError('NOT_FOUND', 'No payment image found');
    }
    return chunk;
  }

  /**
   * Staff confirm a receipt against the bank statement: amount must be the registration's, the UTR is stored as
   * the payment's unique transaction id, who and when are recorded, and the registration completes through the
   * same path as a verified card payment (payment.completed once).
   */
  async confirm(command: ConfirmProofCommand): Promise<ConfirmProofResponse> {
    try {
      const result = await this.em.fork().transactional(async (tx) => {
        const proof = await lockProof(tx, command.id);
        if (!proof) {
          throw new DomainError('NOT_FOUND', 'Payment proof not found');
        }
        assertReviewable(proof);
        const payment = await lockPayment(tx, proof.paymentId);
        if (payment.status !== 'pending') {
          throw new DomainError(
            payment.status === 'completed' ? 'REGISTRATION_ALREADY_PAID' : 'CONFLICT',
            `This payment is already ${payment.status}`,
          );
        }
        if (command.amount !== payment.amount) {
          throw new DomainError(
            'AMOUNT_MISMATCH',
            `The amount received (${command.amount}) is not the amount due (${payment.amount})`,
          );
        }
        const used = await paymentWithTransactionId(tx, command.transactionId);
        if (used) {
          throw new DomainError(
            'TRANSACTION_ID_IN_USE',
            `This transaction number is already on payment ${used.id}`,
          );
        }
        const now = new Date();
        const before = { proof: reviewState(proof), payment: paymentState(payment) };
        Object.assign(payment, {
          status: 'completed',
          paymentMethod: command.method,
          transactionId: command.transactionId,
          paymentDate: now,
          confirmedBy: command.confirmedBy,
        });
        Object.assign(proof, { status: 'confirmed', reviewedBy: command.confirmedBy, reviewedAt: now });
        await flushChanges(tx);
        await recordAudit(tx, {
          actor: command.confirmedBy,
          action: 'payment-proof.confirm',
          targetType: 'payment-proof',
          targetId: String(proof.id),
          before,
          after: { proof: reviewState(proof), payment: paymentState(payment) },
        });
        return { paymentId: payment.id, completedRegistration: await completePayment(tx, payment) };
      });
      if (result.completedRegistration) {
        this.relay.nudge();
      }
      return { ...result, status: 'completed' };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('TRANSACTION_ID_IN_USE', 'This transaction number is already used');
      }
      throw error;
    }
  }
}
