import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import type { NotificationEnv } from './config/env';
import { ContactDigestsModule } from './contact-digests/contact-digests.module';
import { notificationOrmConfig } from './database';
import { DeliveriesModule } from './deliveries/deliveries.module';
import { NotificationMetricsModule } from './metrics/notification-metrics.module';
import { ReceiptRejectionsModule } from './receipt-rejections/receipt-rejections.module';
import { RemindersModule } from './reminders/reminders.module';
import { StaffMessagesModule } from './staff-messages/staff-messages.module';

@Module({})
export class AppModule {
  static forRoot(env: NotificationEnv): DynamicModule {
    // One WhatsApp adapter configuration for every message kind (each kind may add its own Cloud API template).
    const whatsapp = {
      provider: env.WHATSAPP_PROVIDER,
      webhookUrl: env.WHATSAPP_WEBHOOK_URL,
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      template: env.WHATSAPP_TEMPLATE,
      apiBaseUrl: env.WHATSAPP_API_BASE_URL,
    };
    return {
      module: AppModule,
      imports: [
        ...serviceCoreImports('notification', env, notificationOrmConfig(env.DATABASE_URL)),
        DeliveriesModule.forRoot({
          smtpUrl: env.SMTP_URL,
          mailFrom: env.MAIL_FROM,
          publicBaseUrl: env.PUBLIC_BASE_URL,
          mailBudget: { perHour: env.MAIL_BUDGET_PER_HOUR, perDay: env.MAIL_BUDGET_PER_DAY },
          ticketMessages: {
            redisUrl: env.REDIS_URL,
            queuePrefix: env.QUEUE_PREFIX,
            natsUrl: env.NATS_URL,
            publicBaseUrl: env.PUBLIC_BASE_URL,
            attempts: env.MESSAGE_SEND_ATTEMPTS,
            retryDelayMs: env.MESSAGE_RETRY_DELAY_MS,
            whatsapp,
          },
        }),
        StaffMessagesModule.forRoot({
          smtpUrl: env.SMTP_URL,
          mailFrom: env.MAIL_FROM,
          publicBaseUrl: env.PUBLIC_BASE_URL,
          whatsapp,
        }),
        ReceiptRejectionsModule.forRoot({
          smtpUrl: env.SMTP_URL,
          mailFrom: env.MAIL_FROM,
          publicBaseUrl: env.PUBLIC_BASE_URL,
          whatsapp,
          cloudApiTemplate: env.WHATSAPP_TEMPLATE_RECEIPT_REJECTED,
        }),
        RemindersModule.forRoot({
          smtpUrl: env.SMTP_URL,
          mailFrom: env.MAIL_FROM,
          mailBudget: { perHour: env.MAIL_BUDGET_PER_HOUR, perDay: env.MAIL_BUDGET_PER_DAY },
          redisUrl: env.REDIS_URL,
          queuePrefix: env.QUEUE_PREFIX,
          natsUrl: env.NATS_URL,
          publicBaseUrl: env.PUBLIC_BASE_URL,
          attempts: env.MESSAGE_SEND_ATTEMPTS,
          retryDelayMs: env.MESSAGE_RETRY_DELAY_MS,
          whatsapp,
          cloudApiTemplates: {
            'hold-lapse': env.WHATSAPP_TEMPLATE_HOLD_REMINDER,
            'event-day-before': env.WHATSAPP_TEMPLATE_EVENT_REMINDER,
          },
        }),
        ContactDigestsModule.forRoot({
          smtpUrl: env.SMTP_URL,
          mailFrom: env.MAIL_FROM,
          publicBaseUrl: env.PUBLIC_BASE_URL,
          redisUrl: env.REDIS_URL,
          queuePrefix: env.QUEUE_PREFIX,
          attempts: env.MESSAGE_SEND_ATTEMPTS,
          retryDelayMs: env.MESSAGE_RETRY_DELAY_MS,
        }),
        NotificationMetricsModule,
      ],
    };
  }
}
