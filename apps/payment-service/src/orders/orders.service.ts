import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CheckoutForm, InitiatePaymentResponse, RegistrationView } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { PaymentCompletion } from '../payments/payment-completion.entity';
import { CARD_PROVIDER, type CardProvider } from '../providers/card-provider';
import { newOrderId } from './order-id';
import { Order } from './order.entity';
import { snapshotOf } from './registration-snapshot';

/** Why a registration cannot be paid for (again); null when it can. */
export async function unpayableReason(
  em: EntityManager,
  registration: Pick<RegistrationView, 'id' | 'paymentStatus'>,
): Promise<string | null> {
  switch (registration.paymentStatus) {
    case 'completed':
    case 'privilege_guest':
      return 'This registration is already paid';
    case 'void':
      return 'This registration was cancelled';
    case 'pending':
    case 'prospect':
      break;
  }
  const completed = await em.count(PaymentCompletion, { registrationId: registration.id });
  return completed > 0 ? 'This registration is already paid' : null;
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
      throw new DomainError('CONFLICT', reason);
    }
    const orderId = newOrderId();
    await em.insert(Order, {
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
    const order = await this.em.fork().findOne(Order, { orderId });
    if (!order) {
      throw new DomainError('NOT_FOUND', 'Order not found');
    }
    if (order.status !== 'created') {
      throw new DomainError('CONFLICT', 'This checkout is finished; start a new payment');
    }
    if (order.provider !== this.provider.name) {
      throw new DomainError('CONFLICT', 'The card provider changed; start a new payment');
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
