import type { z } from 'zod';
import { loadEnvOrExit, serviceEnvSchema } from '@eventdesk/server-kit';

export const leadsEnvSchema = serviceEnvSchema(3104);
export type LeadsEnv = z.infer<typeof leadsEnvSchema>;

export const loadLeadsEnv = (): LeadsEnv => loadEnvOrExit(leadsEnvSchema);
