import { Module, type DynamicModule } from '@nestjs/common';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { Mailer, MAILER_OPTIONS } from '../mail/mailer';
import { NotificationMetricsModule } from '../metrics/notification-metrics.module';
import { ContactDigestQueue } from './contact-digest-queue';
import { CONTACT_DIGEST_OPTIONS, type ContactDigestOptions } from './contact-digest.options';
import { ContactMessageReceivedConsumer } from './contact-message-received.consumer';
import { SendContactDigestJob } from './jobs/send-contact-digest.job';

export interface ContactDigestsModuleOptions extends ContactDigestOptions {
  smtpUrl: string;
  mailFrom: string;
}

/** The staff digest e-mail of new contact messages (contact-message.received.v1), at most one per 15 minutes. */
@Module({})
export class ContactDigestsModule {
  static forRoot(options: ContactDigestsModuleOptions): DynamicModule {
    return {
      module: ContactDigestsModule,
      imports: [NotificationMetricsModule],
      providers: [
        { provide: MAILER_OPTIONS, useValue: { smtpUrl: options.smtpUrl, from: options.mailFrom } },
        { provide: CONTACT_DIGEST_OPTIONS, useValue: options },
        Mailer,
        DeliveriesService,
        SendContactDigestJob,
        ContactDigestQueue,
        ContactMessageReceivedConsumer,
      ],
    };
  }
}
