import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CheckoutForm, InitiatePaymentResponse, RegistrationView } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { completionsOf } from '../payments/payments.repository';
import { CARD_PROVIDER, type CardProvider } from '../providers/card-provider';
import { newOrderId } from './order-id';
import { findOrder, insertOrder } from './orders.repository';
import { snapshotOf } from './registration-snapshot';

const alreadyPaid = () => new DomainError('REGISTRATION_ALREADY_PAID', 'This registration is already paid');

/** Why a registration cannot be paid for (again), as the error to throw; null when it can. */
export async function unpayableReason(
  em: EntityManager,
  registration: Pick<RegistrationView, 'id' | 'paymentStatus'>,
): Promise<DomainError | null> {
  switch (registration.paymentStatus) {
    case 'completed':
    case 'privilege_guest':
      return alreadyPaid();
    case 'void':
      return new DomainError('REGISTRATION_CANCELLED', 'This registration was cancelled');
    case 'pending':
    case 'prospect':
      break;
  }
  const completed = await completionsOf(em, registration.id);
  return completed > 0 ? alreadyPaid() : null;
}

@Injectable()
export class OrdersService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CARD_PROVIDER) private readonly provider: CardProvider,
  ) {}

  /** A new order per checkout attempt; the amount is the registration's, whatever the client sent. */
  async initiate(registration: RegistrationView): Promise<InitiatePaymentResponse> {
    const em = this.em.fork();
    const reason = await unpayableReason(em, registration);
    if (reason) {
      throw reason;
    }
    const orderId = newOrderId();
    await insertOrder(em, {
      orderId,
      registrationId: registration.id,
      registrationRef: registration.ref,
      provider: this.provider.name,
      amount: registration.amount,
      registration: snapshotOf(registration),
    });
    return { paymentUrl: `/api/payment/checkout/${orderId}`, orderId, amount: registration.amount };
  }

  /** The encrypted request our auto-submit page posts to the provider. */
  async checkoutForm(orderId: string): Promise<CheckoutForm> {
    const order = await findOrder(this.em.fork(), orderId);
    if (!order) {
      throw new DomainError('NOT_FOUND', 'Order not found');
    }
    if (order.status !== 'created') {
      throw new DomainError('CHECKOUT_FINISHED', 'This checkout is finished; start a new payment');
    }
    if (order.provider !== this.provider.name) {
      throw new DomainError('CARD_PROVIDER_CHANGED', 'The card provider changed; start a new payment');
    }
    return this.provider.checkoutForm({
      orderId: order.orderId,
      amount: order.amount,
      billingName: order.registration.fullName,
      billingEmail: order.registration.email,
      billingTel: order.registration.phone,
    });
  }
}
