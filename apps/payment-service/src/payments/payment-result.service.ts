import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OrderResultStatus, PaymentOrderResult } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import type { OrderStatus } from '../orders/order.entity';
import { findOrder } from '../orders/orders.repository';
import { firstCompletedPaymentOfOrder, latestPaymentOfOrder } from './payments.repository';

const RESULT_STATUS: Record<OrderStatus, OrderResultStatus> = {
  created: 'Pending',
  paid: 'Success',
  failed: 'Failure',
  aborted: 'Aborted',
};

/**
 * What /success and /error show for an order, read from our verified record: the redirect after the provider
 * carries only the order id, so nothing personal sits in the address and nothing in it is believed.
 */
@Injectable()
export class PaymentResultService {
  constructor(private readonly em: EntityManager) {}

  async resultOf(orderId: string): Promise<PaymentOrderResult> {
    const em = this.em.fork();
    const order = await findOrder(em, orderId);
    if (!order) {
      throw new DomainError('NOT_FOUND', 'Order not found');
    }
    // A paid order stays paid (a later failure is only a row), so the payment that paid it is the one to show.
    const payment =
      order.status === 'created'
        ? null
        : order.status === 'paid'
          ? await firstCompletedPaymentOfOrder(em, order.id)
          : await latestPaymentOfOrder(em, order.id);
    return {
      orderId: order.orderId,
      ref: order.registrationRef,
      orderStatus: RESULT_STATUS[order.status],
      amount: order.amount,
      currency: order.currency,
      trackingId: payment?.transactionId ?? null,
      paymentMode: payment?.paymentMode ?? null,
      transDate: payment?.transDate ?? null,
      billingName: payment?.billingName || order.registration.fullName,
      billingEmail: payment?.billingEmail || order.registration.email,
      billingTel: payment?.billingTel || order.registration.phone,
    };
  }
}
