import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import type Redis from 'ioredis';
import { StaffUserUpdatesService } from '../identity/staff-user-updates.service';
import { StaffUsersService } from '../identity/staff-users.service';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options';
import { AUTH_REDIS, connectAuthStore } from './auth-store';
import { AuthController } from './auth.controller';
import { jwtSecretKey } from './jwt-secret-key';
import { LoginFailures } from './login-failures';
import { StaffAuthGuard } from './staff-auth.guard';
import { StaffUsersController } from '../identity/staff-users.controller';
import { TokenRevocations } from './token-revocations';

class AuthStoreCloser implements OnApplicationShutdown {
  constructor(private readonly redis: Redis) {}
  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        JwtModule.register({ secret: jwtSecretKey(options.jwtSecret), signOptions: { algorithm: 'HS256' } }),
      ],
      controllers: [AuthController, StaffUsersController],
      providers: [
        StaffUsersService,
        StaffUserUpdatesService,
        { provide: AUTH_OPTIONS, useValue: options },
        { provide: AUTH_REDIS, useFactory: () => connectAuthStore(options.redisUrl, options.keyPrefix) },
        {
          provide: AuthStoreCloser,
          useFactory: (redis: Redis) => new AuthStoreCloser(redis),
          inject: [AUTH_REDIS],
        },
        {
          provide: TokenRevocations,
          useFactory: (redis: Redis) => new TokenRevocations(redis, options.tokenTtlSeconds),
          inject: [AUTH_REDIS],
        },
        {
          provide: LoginFailures,
          useFactory: (redis: Redis) => new LoginFailures(redis, options.loginFailures),
          inject: [AUTH_REDIS],
        },
        { provide: APP_GUARD, useClass: StaffAuthGuard },
      ],
      exports: [StaffUsersService, StaffUserUpdatesService, TokenRevocations],
    };
  }
}
