import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
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
  OutboxRelay,
  readFileChunk,
  recordAudit,
  type StoredFileColumns,
} from '@eventdesk/server-kit';
import { PAYMENT_SCHEMA } from '../database';
import { Order } from '../orders/order.entity';
import { completePayment } from '../payments/complete-payment';
import { Payment } from '../payments/payment.entity';
import { PaymentProof } from './payment-proof.entity';
import { toProofView } from './proof-view.mapper';
import { assertReviewable, paymentState, reviewState } from './proof-review-state';

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
    const payments = await em.find(Payment, { registrationId }, { orderBy: { id: 'desc' } });
    const orderIds = payments.flatMap((payment) => (payment.orderId ? [payment.orderId] : []));
    const orders = orderIds.length ? await em.find(Order, { id: { $in: orderIds } }) : [];
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
    const proofs = await this.em
      .fork()
      .find(PaymentProof, { paymentId }, { orderBy: { uploadedAt: 'desc', id: 'desc' } });
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
        const proof = await tx.findOne(PaymentProof, command.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!proof) {
          throw new DomainError('NOT_FOUND', 'Payment proof not found');
        }
        assertReviewable(proof);
        const payment = await tx.findOneOrFail(Payment, proof.paymentId, {
          lockMode: LockMode.PESSIMISTIC_WRITE,
        });
        if (payment.status !== 'pending') {
          throw new DomainError('CONFLICT', `This payment is already ${payment.status}`);
        }
        if (command.amount !== payment.amount) {
          throw new DomainError(
            'CONFLICT',
            `The amount received (${command.amount}) is not the amount due (${payment.amount})`,
          );
        }
        const used = await tx.findOne(Payment, { transactionId: command.transactionId });
        if (used) {
          throw new DomainError('CONFLICT', `This transaction number is already on payment ${used.id}`);
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
        await tx.flush();
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
        throw new DomainError('CONFLICT', 'This transaction number is already used');
      }
      throw error;
    }
  }
}
