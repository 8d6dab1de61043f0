import { z } from 'zod';
import {
  loadEnvOrExit,
  publicBaseUrlEnv,
  refuseExampleCredential,
  refuseLocalBaseUrl,
  serviceEnvSchema,
} from '@eventdesk/server-kit';
import { paymentProvider } from '@eventdesk/contracts';

/**
 * Used by the sandbox only when no credentials are given; the sandbox never moves money. Production refuses these
 * values (PUBLISHED_DEVELOPMENT_VALUES in server-kit, checked against this object by env.spec.ts).
 */
export const SANDBOX_DEFAULTS = {
  merchantId: 'SANDBOX',
  accessCode: 'SANDBOXACCESSCODE',
  workingKey: 'sandbox-working-key-not-a-secret',
};

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const paymentEnvSchema = serviceEnvSchema(3102)
  .extend({
    /** ccavenue in production; sandbox (the default outside production) runs the card journey offline. */
    PAYMENT_PROVIDER: paymentProvider.optional(),
    CCAVENUE_MERCHANT_ID: optionalText,
    CCAVENUE_ACCESS_CODE: optionalText,
    CCAVENUE_WORKING_KEY: optionalText,
    CCAVENUE_URL: z
      .url()
      .default('https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction'),
    /** The status API hook (see providers/ccavenue-status-api.ts); empty: not used. */
    CCAVENUE_STATUS_API_URL: z.union([z.url(), z.literal('')]).default(''),
    ...publicBaseUrlEnv,
    /** PAYMENT_PROVIDER=sandbox in production only with this set: a trial deployment where no money moves. */
    ALLOW_TEST_PAYMENTS: z.stringbool().default(false),
    /** Where the provider sends the browser back (…/api/payment/callback); defaults to PUBLIC_BASE_URL. */
    PAYMENT_CALLBACK_BASE_URL: optionalText.pipe(z.url().optional()),
  })
  .superRefine((env, ctx) => {
    if (!env.PAYMENT_PROVIDER && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'is required in production' });
    }
    if (env.PAYMENT_PROVIDER === 'sandbox' && env.NODE_ENV === 'production' && !env.ALLOW_TEST_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'sandbox takes no money; in production set ccavenue, or ALLOW_TEST_PAYMENTS=true for a trial',
      });
    }
    refuseLocalBaseUrl(env, ctx);
    if (env.PAYMENT_PROVIDER === 'ccavenue') {
      for (const key of ['CCAVENUE_MERCHANT_ID', 'CCAVENUE_ACCESS_CODE', 'CCAVENUE_WORKING_KEY'] as const) {
        refuseExampleCredential(env, ctx, key);
        if (!env[key] && env.NODE_ENV !== 'production') {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENT_PROVIDER=ccavenue',
          });
        }
      }
    }
  })
  .transform((env) => ({
    ...env,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? 'sandbox',
    CCAVENUE_MERCHANT_ID: env.CCAVENUE_MERCHANT_ID ?? SANDBOX_DEFAULTS.merchantId,
    CCAVENUE_ACCESS_CODE: env.CCAVENUE_ACCESS_CODE ?? SANDBOX_DEFAULTS.accessCode,
    CCAVENUE_WORKING_KEY: env.CCAVENUE_WORKING_KEY ?? SANDBOX_DEFAULTS.workingKey,
    PAYMENT_CALLBACK_BASE_URL: (env.PAYMENT_CALLBACK_BASE_URL ?? env.PUBLIC_BASE_URL).replace(/\/+$/, ''),
  }));
export type PaymentEnv = z.infer<typeof paymentEnvSchema>;

export const loadPaymentEnv = (): PaymentEnv => loadEnvOrExit(paymentEnvSchema);
