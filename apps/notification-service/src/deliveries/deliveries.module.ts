import { Module, type DynamicModule } from '@nestjs/common';
import { Mailer, MAILER_OPTIONS } from '../mail/mailer';
import { NotificationMetricsModule } from '../metrics/notification-metrics.module';
import { ticketMessageProviders } from '../ticket-messages/ticket-messages.providers';
import type { TicketMessagesOptions } from '../ticket-messages/ticket-messages.options';
import type { WhatsAppOptions } from '../whatsapp/whatsapp-sender';
import { DeliveriesHandler } from './deliveries.handler';
import { DeliveriesService } from './deliveries.service';
import { MAIL_BUDGET_LIMITS, type MailBudgetLimits } from './mail-budget';
import { PitchEventsConsumer } from './pitch-events.consumer';
import { PUBLIC_BASE_URL, RegistrationEventsConsumer } from './registration-events.consumer';

export interface DeliveriesModuleOptions {
  smtpUrl: string;
  mailFrom: string;
  publicBaseUrl: string;
  /** Messages the public side may cause to one address (registration received, pitch mails). */
  mailBudget: MailBudgetLimits;
  /** Ticket confirmation e-mail and WhatsApp jobs (ticket.issued). */
  ticketMessages?: TicketMessagesOptions & { whatsapp: WhatsAppOptions };
}

@Module({})
export class DeliveriesModule {
  static forRoot(options: DeliveriesModuleOptions): DynamicModule {
    return {
      module: DeliveriesModule,
      imports: [NotificationMetricsModule],
      controllers: [DeliveriesHandler],
      providers: [
        { provide: MAILER_OPTIONS, useValue: { smtpUrl: options.smtpUrl, from: options.mailFrom } },
        { provide: PUBLIC_BASE_URL, useValue: options.publicBaseUrl },
        { provide: MAIL_BUDGET_LIMITS, useValue: options.mailBudget },
        Mailer,
        DeliveriesService,
        RegistrationEventsConsumer,
        PitchEventsConsumer,
        ...(options.ticketMessages ? ticketMessageProviders(options.ticketMessages) : []),
      ],
      exports: [DeliveriesService],
    };
  }
}
