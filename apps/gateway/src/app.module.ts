import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { ZodValidationPipe } from 'nestjs-zod';
import { createLoggerModule, DatabaseModule, HealthModule } from '@eventdesk/server-kit';
import { AuthModule } from './auth/auth.module';
import { throttlers } from './auth/login-throttle';
import type { GatewayEnv } from './config/env';
import { identityOrmConfig } from './database';
import { HttpErrorFilter } from './http/http-error.filter';
import { RegistrationsController } from './registrations/registrations.controller';
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
        HealthModule.forRoot({ redisUrl: env.REDIS_URL }),
        ThrottlerModule.forRoot(throttlers(env.RATE_LIMIT_PER_MINUTE, env.LOGIN_RATE_LIMIT_PER_MINUTE)),
        RpcModule.forRoot({ natsUrl: env.NATS_URL, timeoutMs: env.RPC_TIMEOUT_MS }),
        AuthModule.forRoot({
          jwtSecret: env.JWT_SECRET,
          tokenTtlSeconds: env.JWT_TTL_SECONDS,
          loginLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
        }),
      ],
      controllers: [RegistrationsController, SettingsController],
      providers: [
        // Order matters: rate limits are checked before the staff token.
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }
}
