import { z } from 'zod';
import { publicRef } from '../../registration/http/registration-view';

/**
 * POST /api/initiate_payment. Only the registration's public reference is read: the spec's client also sends
 * orderId, amount, name, email and phone, which are ignored (the server makes the order id and takes the amount
 * from the registration).
 */
export const initiatePaymentBody = z.object({ ref: publicRef });
export type InitiatePaymentBody = z.infer<typeof initiatePaymentBody>;

export const initiatePaymentResponse = z.object({
  /** Where the browser goes next: our page that posts the encrypted request to the provider. */
  paymentUrl: z.string(),
  orderId: z.string(),
  amount: z.number().int().positive(),
});
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponse>;

/** A provider checkout: the form our auto-submit page posts (CCAvenue needs a POST, not a redirect). */
export const checkoutForm = z.object({
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type CheckoutForm = z.infer<typeof checkoutForm>;
