import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { CardCallbackBody, CardCallbackResult, PaymentStatus } from '@eventdesk/contracts';
import { flushChanges, OutboxRelay } from '@eventdesk/server-kit';
import type { Order, OrderStatus } from '../orders/order.entity';
import { findOrder, lockOrder } from '../orders/orders.repository';
import { CARD_PROVIDER, type CardProvider, type StatusConfirmation } from '../providers/card-provider';
import { toPaise, type ProviderResponse } from '../providers/ccavenue-params';
import { completePayment } from './complete-payment';
import type { Payment } from './payment.entity';
import { createPayment, paymentWithTransactionId } from './payments.repository';
import { pendingLocation, REJECTED_LOCATION, resultLocation } from './payment-result-location';

type Outcome =
  | { kind: 'rejected'; reason: string }
  | { kind: 'recorded' | 'replay'; order: Order; payment: Payment; emitted: boolean };

const PAYMENT_STATUS: Record<ProviderResponse['status'], PaymentStatus> = {
  Success: 'completed',
  Failure: 'failed',
  Aborted: 'void',
};
const ORDER_STATUS: Record<ProviderResponse['status'], OrderStatus> = {
  Success: 'paid',
  Failure: 'failed',
  Aborted: 'aborted',
};

/**
 * The provider's response (the browser's return and, where configured, the provider's own notification, which can
 * arrive at the same moment): decrypt and parse strictly, confirm a success with the provider server to server,
 * then under a lock on the order check order id and amount, record the result once (the tracking id is unique)
 * and complete the registration's payment. Anything that does not verify changes nothing and is logged.
 */
@Injectable()
export class CardCallbackService {
  private readonly logger = new Logger('CardCallback');

  constructor(
    private readonly em: EntityManager,
    @Inject(CARD_PROVIDER) private readonly provider: CardProvider,
    private readonly relay: OutboxRelay,
  ) {}

  async handle(body: CardCallbackBody): Promise<CardCallbackResult> {
    let response: ProviderResponse;
    try {
      response = this.provider.readResponse(body.encResp);
    } catch (error) {
      return this.reject(`does not verify: ${error instanceof Error ? error.message : String(error)}`, body);
    }
    if (body.orderNo && body.orderNo !== response.orderId) {
      return this.reject('orderNo differs from the encrypted order_id', body);
    }
    if (response.status === 'Success') {
      let confirmation: StatusConfirmation;
      try {
        confirmation = await this.provider.confirmStatus(response.orderId, response.trackingId);
      } catch (error) {
        this.logger.warn(
          { orderId: response.orderId, err: error instanceof Error ? error.message : String(error) },
          'card callback not confirmed: the status API did not answer; nothing recorded',
        );
        const order = await findOrder(this.em.fork(), response.orderId);
        return { location: order ? pendingLocation(order) : REJECTED_LOCATION };
      }
      const disagreement = disagreementOf(response, confirmation);
      if (disagreement) {
        return this.reject(`the provider's status API disagrees: ${disagreement}`, body);
      }
    }

    const outcome = await this.recordOnce(response);
    if (outcome.kind === 'rejected') {
      return this.reject(outcome.reason, body);
    }
    if (outcome.kind === 'replay') {
      this.logger.log(
        { orderId: response.orderId },
        'card callback repeated: already recorded, nothing changed',
      );
    }
    if (outcome.emitted) {
      this.relay.nudge();
    }
    return { location: resultLocation(outcome.order, outcome.payment) };
  }

  /** The tracking id's unique key is the backstop if two orders ever claim one id at once: read again, once. */
  private async recordOnce(response: ProviderResponse): Promise<Outcome> {
    try {
      return await this.em.fork().transactional((tx) => this.record(tx, response));
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) {
        throw error;
      }
      return this.em.fork().transactional((tx) => this.record(tx, response));
    }
  }

  private async record(tx: EntityManager, response: ProviderResponse): Promise<Outcome> {
    // Serialises the browser's return and the provider's notification for this order.
    const order = await lockOrder(tx, response.orderId);
    if (!order) {
      return { kind: 'rejected', reason: 'unknown order' };
    }
    if (toPaise(response.amount) !== order.amount * 100 || response.currency !== order.currency) {
      return {
        kind: 'rejected',
        reason: `amount ${response.amount} ${response.currency} does not match the order`,
      };
    }
    if (response.trackingId) {
      const seen = await paymentWithTransactionId(tx, response.trackingId);
      if (seen) {
        return seen.orderId === order.id
          ? { kind: 'replay', order, payment: seen, emitted: false }
          : { kind: 'rejected', reason: 'tracking id belongs to another order' };
      }
    }
    const payment = createPayment(tx, {
      registrationId: order.registrationId,
      registrationRef: order.registrationRef,
      amount: order.amount,
      paymentMethod: 'card',
      transactionId: response.trackingId,
      paymentReference: order.orderId,
      paymentDate: response.status === 'Success' ? new Date() : null,
      status: PAYMENT_STATUS[response.status],
      orderId: order.id,
      provider: this.provider.name,
      providerStatus: response.status,
      paymentMode: response.paymentMode,
      currency: order.currency,
      transDate: response.transDate,
      billingName: response.billingName,
      billingEmail: response.billingEmail,
      billingTel: response.billingTel,
      registration: order.registration,
    });
    // A paid order stays paid: a later failure for it is kept as a row, not as the order's state.
    if (order.status !== 'paid') {
      order.status = ORDER_STATUS[response.status];
      order.trackingId = response.trackingId;
    }
    await flushChanges(tx);
    const emitted = response.status === 'Success' ? await completePayment(tx, payment) : false;
    return { kind: 'recorded', order, payment, emitted };
  }

  private reject(reason: string, body: CardCallbackBody): CardCallbackResult {
    this.logger.warn({ orderNo: body.orderNo ?? null, reason }, 'card callback rejected; nothing changed');
    return { location: REJECTED_LOCATION };
  }
}

function disagreementOf(response: ProviderResponse, confirmation: StatusConfirmation): string | null {
  if (confirmation.kind === 'unavailable') {
    return null;
  }
  if (confirmation.orderId !== response.orderId) {
    return 'order id';
  }
  if (confirmation.status !== 'Success') {
    return `status ${confirmation.status}`;
  }
  if (toPaise(confirmation.amount) !== toPaise(response.amount)) {
    return 'amount';
  }
  if (confirmation.trackingId !== null && confirmation.trackingId !== response.trackingId) {
    return 'tracking id';
  }
  return null;
}
