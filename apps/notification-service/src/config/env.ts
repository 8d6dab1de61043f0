import { z } from 'zod';
import { loadEnvOrExit, serviceEnvSchema } from '@eventdesk/server-kit';

export const notificationEnvSchema = serviceEnvSchema(3105).extend({
  SMTP_URL: z.url().refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Coimbatore Business Conference <tickets@eventdesk.local>'),
  PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
});
export type NotificationEnv = z.infer<typeof notificationEnvSchema>;

export const loadNotificationEnv = (): NotificationEnv => loadEnvOrExit(notificationEnvSchema);
