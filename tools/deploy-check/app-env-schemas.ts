/**
 * Each app's env schema (apps/<app>/src/config/env.ts), and what it reads: the deploy checks hold the manifests
 * and compose to them, so a variable renamed on one side (JWT_TTL vs JWT_TTL_SECONDS) fails a test.
 */
import { z } from 'zod';
import { attendanceEnvSchema } from '@eventdesk/attendance-service/src/config/env';
import { gatewayEnvSchema } from '@eventdesk/gateway/src/config/env';
import { leadsEnvSchema } from '@eventdesk/leads-service/src/config/env';
import { notificationEnvSchema } from '@eventdesk/notification-service/src/config/env';
import { paymentEnvSchema } from '@eventdesk/payment-service/src/config/env';
import { registrationEnvSchema } from '@eventdesk/registration-service/src/config/env';
import type { AppName } from './deploy-files';

export const APP_ENV_SCHEMAS: Record<AppName, z.ZodType> = {
  gateway: gatewayEnvSchema,
  'registration-service': registrationEnvSchema,
  'payment-service': paymentEnvSchema,
  'attendance-service': attendanceEnvSchema,
  'leads-service': leadsEnvSchema,
  'notification-service': notificationEnvSchema,
};

/** The object under refinements and transforms (payment-service's schema ends in a transform). */
function objectOf(schema: z.ZodType): z.ZodObject {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodPipe) {
    current = current.in as z.ZodType;
  }
  if (!(current instanceof z.ZodObject)) {
    throw new Error('an env schema must be a zod object (under refinements and transforms)');
  }
  return current;
}

/** Every variable the app reads. */
export function readVariables(app: AppName): Set<string> {
  return new Set(Object.keys(objectOf(APP_ENV_SCHEMAS[app]).shape));
}

/** The variables without a default: the app does not start unless they are set. */
export function requiredVariables(app: AppName): string[] {
  const shape = objectOf(APP_ENV_SCHEMAS[app]).shape as Record<string, z.ZodType>;
  return Object.entries(shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);
}
