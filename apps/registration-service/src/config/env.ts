import type { z } from 'zod';
import { loadEnvOrExit, serviceEnvSchema } from '@eventdesk/server-kit';

export const registrationEnvSchema = serviceEnvSchema(3101);
export type RegistrationEnv = z.infer<typeof registrationEnvSchema>;

export const loadRegistrationEnv = (): RegistrationEnv => loadEnvOrExit(registrationEnvSchema);
