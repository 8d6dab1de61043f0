import { z } from 'zod';
import { loadEnvOrExit, refuseWeakSecret, serviceEnvSchema } from '@eventdesk/server-kit';

export const attendanceEnvSchema = serviceEnvSchema(3103)
  .extend({
    /** HMAC-SHA256 key of the QR ticket tokens. Changing it invalidates every issued ticket. */
    TICKET_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters'),
  })
  .superRefine((env, ctx) => refuseWeakSecret(env, ctx, 'TICKET_SIGNING_SECRET'));
export type AttendanceEnv = z.infer<typeof attendanceEnvSchema>;

export const loadAttendanceEnv = (): AttendanceEnv => loadEnvOrExit(attendanceEnvSchema);
