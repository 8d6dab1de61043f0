import type { PaymentResultQuery } from '@eventdesk/contracts';
import type { Order } from '../orders/order.entity';
import type { Payment } from './payment.entity';

/**
 * Where the browser goes after the provider: /success or /error with our order id and nothing else. The page
 * reads the result from our record (GET /api/payment/orders/{orderId}); no name, e-mail, phone or amount is put
 * in an address that browser history, proxies and referrers keep.
 */
export function resultLocation(
  order: Pick<Order, 'orderId'>,
  payment: Pick<Payment, 'providerStatus'>,
): string {
  return `${payment.providerStatus === 'Success' ? '/success' : '/error'}?${toQuery({ orderId: order.orderId })}`;
}

/** The provider could not confirm the result yet: nothing is recorded, the result page asks the server. */
export function pendingLocation(order: Pick<Order, 'orderId'>): string {
  return `/success?${toQuery({ orderId: order.orderId })}`;
}

/** A response that did not verify: nothing about it is shown. */
export const REJECTED_LOCATION = '/error';

function toQuery(query: Required<PaymentResultQuery>): string {
  return new URLSearchParams(query).toString();
}
