import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import type { RegistrationEnv } from './config/env';
import { registrationOrmConfig } from './database';
import { AttendanceFactsModule } from './attendance-facts/attendance-facts.module';
import { AuditModule } from './audit/audit.module';
import { ContactMessagesModule } from './contact-messages/contact-messages.module';
import { CouponsModule } from './coupons/coupons.module';
import { FollowupsModule } from './followups/followups.module';
import { RegistrationMetricsModule } from './metrics/registration-metrics.module';
import { ReminderFactsModule } from './reminder-facts/reminder-facts.module';
import { PitchesModule } from './pitches/pitches.module';
import { RegistrationQueriesModule } from './registration-queries/registration-queries.module';
import { RegistrationChangesModule } from './registration-changes/registration-changes.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { SeatHoldsModule } from './seat-holds/seat-holds.module';
import { SeatsModule } from './seats/seats.module';

@Module({})
export class AppModule {
  static forRoot(env: RegistrationEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceCoreImports('registration', env, registrationOrmConfig(env.DATABASE_URL)),
        RegistrationsModule,
        SeatsModule,
        SeatHoldsModule,
        CouponsModule,
        ContactMessagesModule,
        PitchesModule,
        RegistrationChangesModule,
        FollowupsModule,
        AuditModule,
        AttendanceFactsModule,
        RegistrationQueriesModule.forRoot({ dashboardSharedMs: env.DASHBOARD_SHARED_MS }),
        RegistrationMetricsModule,
        ReminderFactsModule,
      ],
    };
  }
}
