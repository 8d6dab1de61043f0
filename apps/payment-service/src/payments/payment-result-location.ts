import type { PaymentResultQuery } from '@eventdesk/contracts';
import type { Order } from '../orders/order.entity';
import { formatAmount } from '../providers/ccavenue-params';
import type { Payment } from './payment.entity';

/**
 * Where the browser goes after the provider: /success or /error with the display fields of spec §3, every one
 * of them from our verified record (never echoed from the request).
 */
export function resultLocation(order: Order, payment: Payment): string {
  const status = payment.providerStatus ?? 'Failure';
  const query: PaymentResultQuery = {
    orderStatus: status,
    orderId: order.orderId,
    tracking_id: payment.transactionId ?? '',
    payment_mode: payment.paymentMode ?? '',
    currency: payment.currency,
    amount: formatAmount(payment.amount),
    trans_date: payment.transDate ?? '',
    billing_name: payment.billingName ?? '',
    billing_email: payment.billingEmail ?? '',
    billing_tel: payment.billingTel ?? '',
    ref: order.registrationRef,
  };
  return `${status === 'Success' ? '/success' : '/error'}?${toQuery(query)}`;
}

/** The provider could not confirm the result yet: nothing is recorded, the result page asks the server. */
export function pendingLocation(order: Pick<Order, 'orderId' | 'registrationRef'>): string {
  return `/success?${toQuery({ orderStatus: 'Pending', orderId: order.orderId, ref: order.registrationRef })}`;
}

/** A response that did not verify: nothing about it is shown. */
export const REJECTED_LOCATION = '/error';

function toQuery(query: PaymentResultQuery): string {
  return new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();
}
