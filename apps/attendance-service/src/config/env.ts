import type { z } from 'zod';
import { loadEnvOrExit, serviceEnvSchema } from '@eventdesk/server-kit';

export const attendanceEnvSchema = serviceEnvSchema(3103);
export type AttendanceEnv = z.infer<typeof attendanceEnvSchema>;

export const loadAttendanceEnv = (): AttendanceEnv => loadEnvOrExit(attendanceEnvSchema);
