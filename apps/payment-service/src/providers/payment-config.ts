import type { PaymentProvider } from '@eventdesk/contracts';
import type { PaymentEnv } from '../config/env';

/** The card provider's settings, read once from the environment. */
export interface PaymentConfig {
  provider: PaymentProvider;
  /** The sandbox on a deployment that announces itself as a trial (ALLOW_TEST_PAYMENTS=true). */
  testPayments: boolean;
  merchantId: string;
  accessCode: string;
  workingKey: string;
  /** Our callback, absolute: where the provider posts the browser back. */
  callbackUrl: string;
  /** Where our auto-submit page posts the encrypted request. */
  checkoutUrl: string;
  statusApiUrl: string;
  statusApiTimeoutMs: number;
}

export const PAYMENT_CONFIG = Symbol('PAYMENT_CONFIG');

/** The sandbox's checkout page, on the gateway (same origin as the site). */
export const SANDBOX_CHECKOUT_PATH = '/api/payment-sandbox/transaction';

export function paymentConfigFrom(env: PaymentEnv): PaymentConfig {
  return {
    provider: env.PAYMENT_PROVIDER,
    testPayments: env.PAYMENT_PROVIDER === 'sandbox' && env.ALLOW_TEST_PAYMENTS,
    merchantId: env.CCAVENUE_MERCHANT_ID,
    accessCode: env.CCAVENUE_ACCESS_CODE,
    workingKey: env.CCAVENUE_WORKING_KEY,
    callbackUrl: `${env.PAYMENT_CALLBACK_BASE_URL}/api/payment/callback`,
    checkoutUrl: env.PAYMENT_PROVIDER === 'sandbox' ? SANDBOX_CHECKOUT_PATH : env.CCAVENUE_URL,
    statusApiUrl: env.CCAVENUE_STATUS_API_URL,
    statusApiTimeoutMs: env.RPC_TIMEOUT_MS,
  };
}
