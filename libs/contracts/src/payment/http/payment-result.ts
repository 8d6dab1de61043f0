import { z } from 'zod';
import { paymentStatus } from '../../common/enums';

/** The provider's order statuses as the result pages show them. */
export const cardOrderStatuses = ['Success', 'Failure', 'Aborted'] as const;
export const cardOrderStatus = z.enum(cardOrderStatuses);
export type CardOrderStatus = z.infer<typeof cardOrderStatus>;

/**
 * The query string of /success and /error (spec public §3), plus `ref` (the registration's public reference).
 * Every value comes from our verified record; the pages only display it.
 */
export const paymentResultQueryKeys = [
  'orderStatus',
  'orderId',
  'tracking_id',
  'payment_mode',
  'currency',
  'amount',
  'trans_date',
  'billing_name',
  'billing_email',
  'billing_tel',
  'ref',
] as const;
export type PaymentResultQuery = Partial<Record<(typeof paymentResultQueryKeys)[number], string>>;

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
