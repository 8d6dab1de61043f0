import { z } from 'zod';
import { paymentStatus } from '../../common/enums';

/** The provider's order statuses as the result pages show them. */
export const cardOrderStatuses = ['Success', 'Failure', 'Aborted'] as const;
export const cardOrderStatus = z.enum(cardOrderStatuses);
export type CardOrderStatus = z.infer<typeof cardOrderStatus>;

/**
 * The query string of /success and /error: only our order id (128 random bits, unguessable like a public ref).
 * Nothing personal travels in the address, where browser history, proxies and referrers would keep it; the page
 * reads the result from `paymentOrderResult`. (The spec put billing name, e-mail and phone in it; README,
 * "Differences from the spec".)
 */
export const paymentResultQueryKeys = ['orderId'] as const;
export type PaymentResultQuery = Partial<Record<(typeof paymentResultQueryKeys)[number], string>>;

/** How an order stands: the provider's verified answer, or Pending while there is none. */
export const orderResultStatuses = [...cardOrderStatuses, 'Pending'] as const;
export type OrderResultStatus = (typeof orderResultStatuses)[number];

/**
 * GET /api/payment/orders/{orderId}: what the result page shows, all of it from our verified record (the payment
 * that settled the order, else the order and the registration as it was when the order was opened).
 */
export const paymentOrderResult = z.object({
  orderId: z.string(),
  /** The registration's public reference (payment page, registration success page). */
  ref: z.string(),
  orderStatus: z.enum(orderResultStatuses),
  /** Whole rupees. */
  amount: z.number().int(),
  currency: z.string(),
  trackingId: z.string().nullable(),
  paymentMode: z.string().nullable(),
  /** The provider's transaction date as it sent it (dd/mm/yyyy hh:mm:ss). */
  transDate: z.string().nullable(),
  billingName: z.string(),
  billingEmail: z.string(),
  billingTel: z.string(),
});
export type PaymentOrderResult = z.infer<typeof paymentOrderResult>;

const displayText = z.string().max(200).optional();

/**
 * POST /api/payment/save. Kept for the spec's client, which posts the query string back. Nothing here is
 * trusted: only orderId is used, to look up the server's verified status.
 */
export const savePaymentBody = z.object({
  orderId: z.string().trim().min(1).max(64),
  orderStatus: displayText,
  tracking_id: displayText,
  payment_mode: displayText,
  currency: displayText,
  amount: displayText,
  trans_date: displayText,
  billing_name: displayText,
  billing_email: displayText,
  billing_tel: displayText,
});
export type SavePaymentBody = z.infer<typeof savePaymentBody>;

export const savePaymentResponse = z.object({
  orderId: z.string(),
  /** The verified provider status of the order. */
  orderStatus: cardOrderStatus,
  paymentStatus: paymentStatus,
  amount: z.number().int(),
  currency: z.string(),
  trackingId: z.string().nullable(),
  /** The registration's public reference, for the redirect to /registration-success/{ref} (spec: data2). */
  data2: z.string(),
});
export type SavePaymentResponse = z.infer<typeof savePaymentResponse>;
