import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import type { AttendanceEnv } from './config/env';
import { attendanceOrmConfig } from './database';

@Module({})
export class AppModule {
  static forRoot(env: AttendanceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: serviceCoreImports('attendance', env, attendanceOrmConfig(env.DATABASE_URL)),
    };
  }
}
