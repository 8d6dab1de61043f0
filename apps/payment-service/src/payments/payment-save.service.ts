import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SavePaymentResponse } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { findOrder } from '../orders/orders.repository';
import { firstCompletedPaymentOfPaidOrder } from './payments.repository';

/**
 * POST /api/payment/save, kept for the spec's result page. It changes nothing: it reports what the verified
 * callback recorded for the order, and the registration's reference for the redirect (data2).
 */
@Injectable()
export class PaymentSaveService {
  constructor(private readonly em: EntityManager) {}

  async save(orderId: string): Promise<SavePaymentResponse> {
    const em = this.em.fork();
    const order = await findOrder(em, orderId);
    if (!order) {
      throw new DomainError('NOT_FOUND', 'Order not found');
    }
    if (order.status !== 'paid') {
      throw new DomainError('ORDER_NOT_PAID', 'This payment is not completed', {
        orderStatus: order.status,
      });
    }
    const payment = await firstCompletedPaymentOfPaidOrder(em, order.id);
    return {
      orderId: order.orderId,
      orderStatus: 'Success',
      paymentStatus: payment.status,
      amount: order.amount,
      currency: order.currency,
      trackingId: payment.transactionId,
      data2: order.registrationRef,
    };
  }
}
