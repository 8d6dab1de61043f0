import { z } from 'zod';
import { loadEnvOrExit, serviceEnvSchema } from '@eventdesk/server-kit';

export const registrationEnvSchema = serviceEnvSchema(3101).extend({
  /** Concurrent staff dashboards share one computation for this long (ms); 0 computes every request. */
  DASHBOARD_SHARED_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
});
export type RegistrationEnv = z.infer<typeof registrationEnvSchema>;

export const loadRegistrationEnv = (): RegistrationEnv => loadEnvOrExit(registrationEnvSchema);
