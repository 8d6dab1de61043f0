import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { ZodValidationPipe } from 'nestjs-zod';
import {
  createLoggerModule,
  DatabaseModule,
  EventProducerModule,
  HealthModule,
  MetricsModule,
} from '@eventdesk/server-kit';
import { AttendanceModule } from './attendance/attendance.module';
import { AuditModule } from './audit/audit.module';
import { authOptionsFromEnv } from './auth/auth-options';
import { AuthModule } from './auth/auth.module';
import { ChallengesModule } from './challenges/challenges.module';
import { seatHoldChallengeOptions } from './challenges/seat-hold-challenge-options';
import { throttlers } from './auth/login-throttle';
import type { GatewayEnv } from './config/env';
import { identityOrmConfig } from './database';
import { couponThrottler, formThrottler, leadUploadThrottler, webhookThrottler } from './http/form-throttle';
import { HttpErrorFilter } from './http/http-error.filter';
import { connectRedisThrottlerStorage } from './http/redis-throttler.storage';
import { LeadsModule } from './leads/leads.module';
import { MetaWebhookModule } from './meta-webhook/meta-webhook.module';
import { AdditionalTicketsController } from './registrations/additional-tickets.controller';
import { AdminContactMessagesController } from './contact-messages/admin-contact-messages.controller';
import { ContactMessagesController } from './contact-messages/contact-messages.controller';
import { CouponsController } from './coupons/coupons.controller';
import { RegistrationsController } from './registrations/registrations.controller';
import { TicketResendController } from './registrations/ticket-resend.controller';
import { EventCalendarController } from './settings/event-calendar.controller';
import { SeatHoldsModule } from './seat-holds/seat-holds.module';
import { SeatsController } from './seats/seats.controller';
import { PitchesModule } from './pitches/pitches.module';
import { PaymentsModule } from './payments/payments.module';
import { RegistrationChangesModule } from './registration-changes/registration-changes.module';
import { RegistrationQueriesModule } from './registration-queries/registration-queries.module';
import { QueuesModule } from './queues/queues.module';
import { RpcModule } from './rpc/rpc.module';
import { SettingsController } from './settings/settings.controller';

@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        createLoggerModule({ service: 'gateway', level: env.LOG_LEVEL, pretty: env.LOG_PRETTY }),
        DatabaseModule.forRoot({
          ...identityOrmConfig(env.DATABASE_URL),
          migrateOnStart: env.MIGRATE_ON_START,
        }),
        // Staff-user events leave the identity schema's outbox; the gateway consumes no events.
        EventProducerModule.forRoot({ redisUrl: env.REDIS_URL, queuePrefix: env.QUEUE_PREFIX }),
        HealthModule.forRoot({ redisUrl: env.REDIS_URL }),
        // The public port never serves /metrics: main.ts serves them on METRICS_PORT.
        MetricsModule.forRoot({ app: 'gateway', serveOnAppPort: false }),
        // Counted in Redis, shared by every replica; in memory while Redis does not answer (redis-throttler.storage).
        ThrottlerModule.forRootAsync({
          useFactory: async () => ({
            throttlers: [
              ...throttlers(env.RATE_LIMIT_PER_MINUTE, env.LOGIN_RATE_LIMIT_PER_MINUTE),
              formThrottler(env.FORM_RATE_LIMIT_PER_HOUR),
              leadUploadThrottler(env.LEAD_UPLOAD_RATE_LIMIT_PER_MINUTE),
              webhookThrottler(env.WEBHOOK_RATE_LIMIT_PER_MINUTE),
              couponThrottler(),
            ],
            storage: await connectRedisThrottlerStorage(env.REDIS_URL, env.QUEUE_PREFIX),
          }),
        }),
        RpcModule.forRoot({ natsUrl: env.NATS_URL, timeoutMs: env.RPC_TIMEOUT_MS }),
        ChallengesModule.forRoot(seatHoldChallengeOptions(env)),
        AttendanceModule,
        QueuesModule.forRoot(env),
        AuthModule.forRoot(authOptionsFromEnv(env)),
        PitchesModule,
        PaymentsModule,
        AuditModule,
        RegistrationQueriesModule,
        RegistrationChangesModule,
        SeatHoldsModule,
        LeadsModule,
        MetaWebhookModule.forRoot({
          appSecret: env.META_APP_SECRET,
          verifyToken: env.META_WEBHOOK_VERIFY_TOKEN,
        }),
      ],
      controllers: [
        RegistrationsController,
        TicketResendController,
        EventCalendarController,
        SettingsController,
        AdditionalTicketsController,
        SeatsController,
        CouponsController,
        ContactMessagesController,
        AdminContactMessagesController,
      ],
      providers: [
        // Order matters: rate limits are checked before the staff token.
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }
}
