import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import type { NotificationEnv } from './config/env';
import { notificationOrmConfig } from './database';
import { DeliveriesModule } from './deliveries/deliveries.module';

@Module({})
export class AppModule {
  static forRoot(env: NotificationEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceCoreImports('notification', env, notificationOrmConfig(env.DATABASE_URL)),
        DeliveriesModule.forRoot({
          smtpUrl: env.SMTP_URL,
          mailFrom: env.MAIL_FROM,
          publicBaseUrl: env.PUBLIC_BASE_URL,
        }),
      ],
    };
  }
}
