import { z } from 'zod';
import { loadEnvOrExit, publicBaseUrlEnv, refuseLocalBaseUrl, serviceEnvSchema } from '@eventdesk/server-kit';
import { namesMailAddress } from '../mail/mime-message';

export const notificationEnvSchema = serviceEnvSchema(3105)
  .extend({
    SMTP_URL: z.url().refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: z
      .string()
      .refine(
        namesMailAddress,
        'must name an address, e.g. "Coimbatore Business Conference <tickets@example.com>"',
      )
      .default('Coimbatore Business Conference <tickets@eventdesk.local>'),
    ...publicBaseUrlEnv,
    /** WhatsApp adapter: the spec's GET webhook, or the WhatsApp Cloud API (template messages). */
    WHATSAPP_PROVIDER: z.enum(['webhook', 'cloud-api']).default('webhook'),
    /** webhook: GET <url>?number=&message=&medialink= (default: the local WhatsApp stand-in). */
    WHATSAPP_WEBHOOK_URL: z.url().default('http://127.0.0.1:8026/webhook'),
    /** Bearer token: required for cloud-api, sent to the webhook when set. */
    WHATSAPP_TOKEN: z.string().default(''),
    WHATSAPP_PHONE_NUMBER_ID: z.string().default(''),
    WHATSAPP_TEMPLATE: z.string().default('ticket_confirmation'),
    /** cloud-api: the approved template for a rejected receipt (name, reason, payment link); unset → skipped. */
    WHATSAPP_TEMPLATE_RECEIPT_REJECTED: z.string().default(''),
    /** cloud-api: approved reminder templates (see src/reminders/*-messages.ts for the parameters); unset → skipped. */
    WHATSAPP_TEMPLATE_HOLD_REMINDER: z.string().default(''),
    WHATSAPP_TEMPLATE_EVENT_REMINDER: z.string().default(''),
    WHATSAPP_API_BASE_URL: z.url().default('https://graph.facebook.com/v21.0'),
    /** Tries per ticket e-mail / WhatsApp job, and the first retry delay (doubling, with jitter). */
    MESSAGE_SEND_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    MESSAGE_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(1000),
    /** Public-triggered messages (registration received, pitch acknowledgement and rejection) per address. */
    MAIL_BUDGET_PER_HOUR: z.coerce.number().int().min(1).default(5),
    MAIL_BUDGET_PER_DAY: z.coerce.number().int().min(1).default(20),
  })
  .superRefine((env, ctx) => refuseLocalBaseUrl(env, ctx));
export type NotificationEnv = z.infer<typeof notificationEnvSchema>;

export const loadNotificationEnv = (): NotificationEnv => loadEnvOrExit(notificationEnvSchema);
