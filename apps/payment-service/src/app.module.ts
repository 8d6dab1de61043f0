import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import type { PaymentEnv } from './config/env';
import { paymentOrmConfig } from './database';

@Module({})
export class AppModule {
  static forRoot(env: PaymentEnv): DynamicModule {
    return {
      module: AppModule,
      imports: serviceCoreImports('payment', env, paymentOrmConfig(env.DATABASE_URL)),
    };
  }
}
