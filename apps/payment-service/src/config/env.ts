import type { z } from 'zod';
import { loadEnvOrExit, serviceEnvSchema } from '@eventdesk/server-kit';

export const paymentEnvSchema = serviceEnvSchema(3102);
export type PaymentEnv = z.infer<typeof paymentEnvSchema>;

export const loadPaymentEnv = (): PaymentEnv => loadEnvOrExit(paymentEnvSchema);
