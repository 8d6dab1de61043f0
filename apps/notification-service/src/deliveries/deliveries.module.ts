import { Module, type DynamicModule } from '@nestjs/common';
import { Mailer, MAILER_OPTIONS } from '../mail/mailer';
import { DeliveriesHandler } from './deliveries.handler';
import { DeliveriesService } from './deliveries.service';
import { PUBLIC_BASE_URL, RegistrationEventsConsumer } from './registration-events.consumer';

export interface DeliveriesModuleOptions {
  smtpUrl: string;
  mailFrom: string;
  publicBaseUrl: string;
}

@Module({})
export class DeliveriesModule {
  static forRoot(options: DeliveriesModuleOptions): DynamicModule {
    return {
      module: DeliveriesModule,
      controllers: [DeliveriesHandler],
      providers: [
        { provide: MAILER_OPTIONS, useValue: { smtpUrl: options.smtpUrl, from: options.mailFrom } },
        { provide: PUBLIC_BASE_URL, useValue: options.publicBaseUrl },
        Mailer,
        DeliveriesService,
        RegistrationEventsConsumer,
      ],
      exports: [DeliveriesService],
    };
  }
}
