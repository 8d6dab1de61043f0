import { Module, type DynamicModule } from '@nestjs/common';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Mailer, MAILER_OPTIONS } from '../mail/mailer';
import { NotificationMetricsModule } from '../metrics/notification-metrics.module';
import { createWhatsAppSender } from '../whatsapp/create-whatsapp-sender';
import { WHATSAPP_SENDER, type WhatsAppOptions } from '../whatsapp/whatsapp-sender';
import { STAFF_MESSAGES_BASE_URL, StaffMessageEventsConsumer } from './staff-message-events.consumer';

export interface StaffMessagesModuleOptions {
  smtpUrl: string;
  mailFrom: string;
  publicBaseUrl: string;
  whatsapp: WhatsAppOptions;
}

/** Messages staff request from a registration row (registration.message-requested.v1). */
@Module({})
export class StaffMessagesModule {
  static forRoot(options: StaffMessagesModuleOptions): DynamicModule {
    return {
      module: StaffMessagesModule,
      imports: [NotificationMetricsModule],
      providers: [
        { provide: MAILER_OPTIONS, useValue: { smtpUrl: options.smtpUrl, from: options.mailFrom } },
        { provide: STAFF_MESSAGES_BASE_URL, useValue: options.publicBaseUrl },
        { provide: WHATSAPP_SENDER, useFactory: () => createWhatsAppSender(options.whatsapp) },
        Mailer,
        DeliveriesService,
        StaffMessageEventsConsumer,
      ],
    };
  }
}
