import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import type { RegistrationEnv } from './config/env';
import { registrationOrmConfig } from './database';
import { RegistrationsModule } from './registrations/registrations.module';

@Module({})
export class AppModule {
  static forRoot(env: RegistrationEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceCoreImports('registration', env, registrationOrmConfig(env.DATABASE_URL)),
        RegistrationsModule,
      ],
    };
  }
}
