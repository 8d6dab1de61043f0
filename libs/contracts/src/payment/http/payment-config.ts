import { z } from 'zod';

/** Card providers: CCAvenue in production, the local sandbox (same encryption, offline) in development and tests. */
export const paymentProviders = ['ccavenue', 'sandbox'] as const;
export const paymentProvider = z.enum(paymentProviders);
export type PaymentProvider = z.infer<typeof paymentProvider>;

/** GET /api/payment-config: what the web app needs to know (e.g. whether /payment_test exists). */
export const paymentConfigResponse = z.object({
  provider: paymentProvider,
  /**
   * A trial deployment (the sandbox with ALLOW_TEST_PAYMENTS=true): no money moves, so every page says so, lest a
   * visitor think a sandbox "payment" bought a ticket.
   */
  testPayments: z.boolean(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponse>;
