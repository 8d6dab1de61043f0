import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import type { LeadsEnv } from './config/env';
import { leadsOrmConfig } from './database';

@Module({})
export class AppModule {
  static forRoot(env: LeadsEnv): DynamicModule {
    return { module: AppModule, imports: serviceCoreImports('leads', env, leadsOrmConfig(env.DATABASE_URL)) };
  }
}
