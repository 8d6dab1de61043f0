import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import { AttendeesModule } from './attendees/attendees.module';
import { CheckInModule } from './check-in/check-in.module';
import type { AttendanceEnv } from './config/env';
import { attendanceOrmConfig } from './database';
import { AttendanceMetricsModule } from './metrics/attendance-metrics.module';
import { TicketsModule } from './tickets/tickets.module';

@Module({})
export class AppModule {
  static forRoot(env: AttendanceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceCoreImports('attendance', env, attendanceOrmConfig(env.DATABASE_URL)),
        TicketsModule.forRoot({ signingSecret: env.TICKET_SIGNING_SECRET }),
        CheckInModule,
        AttendeesModule,
        AttendanceMetricsModule,
      ],
    };
  }
}
