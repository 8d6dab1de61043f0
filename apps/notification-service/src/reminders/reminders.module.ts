import { Global, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { Clock, Metrics, natsClientOptions, RpcClient } from '@eventdesk/server-kit';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { MAIL_BUDGET_LIMITS, type MailBudgetLimits } from '../deliveries/mail-budget';
import { Mailer, MAILER_OPTIONS } from '../mail/mailer';
import { NotificationMetricsModule } from '../metrics/notification-metrics.module';
import { SendReminderJob } from './jobs/send-reminder.job';
import { REMINDER_FACTS, RpcReminderFacts } from './reminder-facts';
import { ReminderQueue } from './reminder-queue';
import { ReminderScheduler } from './reminder-scheduler';
import { REMINDER_WHATSAPP, reminderWhatsApp } from './reminder-whatsapp';
import { REMINDERS_OPTIONS, type RemindersOptions } from './reminders.options';

const REMINDERS_PROXY = Symbol('REMINDERS_PROXY');

export interface RemindersModuleOptions extends RemindersOptions {
  smtpUrl: string;
  mailFrom: string;
  mailBudget: MailBudgetLimits;
}

/**
 * Hold-lapse and day-before reminders (issue 15 item 8). Global so the consumers of registration.created,
 * payment.receipt-rejected and ticket.issued (one handler per event per service) can schedule them.
 */
@Global()
@Module({})
export class RemindersModule {
  static forRoot(options: RemindersModuleOptions): DynamicModule {
    return {
      module: RemindersModule,
      imports: [NotificationMetricsModule],
      providers: [
        { provide: REMINDERS_OPTIONS, useValue: options },
        { provide: MAILER_OPTIONS, useValue: { smtpUrl: options.smtpUrl, from: options.mailFrom } },
        { provide: MAIL_BUDGET_LIMITS, useValue: options.mailBudget },
        { provide: REMINDER_WHATSAPP, useFactory: () => reminderWhatsApp(options) },
        {
          provide: REMINDERS_PROXY,
          useFactory: (): ClientProxy & OnApplicationShutdown => {
            const proxy = ClientProxyFactory.create(
              natsClientOptions('notification-reminders', options.natsUrl),
            );
            return Object.assign(proxy, { onApplicationShutdown: () => proxy.close() });
          },
        },
        {
          provide: REMINDER_FACTS,
          useFactory: (proxy: ClientProxy, metrics?: Metrics) =>
            new RpcReminderFacts(new RpcClient(proxy, 2000, metrics)),
          inject: [REMINDERS_PROXY, { token: Metrics, optional: true }],
        },
        Clock,
        Mailer,
        DeliveriesService,
        SendReminderJob,
        ReminderQueue,
        ReminderScheduler,
      ],
      exports: [ReminderScheduler],
    };
  }
}
