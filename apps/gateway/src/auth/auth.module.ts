import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { StaffUsersService } from '../identity/staff-users.service';
import { AUTH_OPTIONS, AuthController, type AuthOptions } from './auth.controller';
import { StaffAuthGuard } from './staff-auth.guard';
import { StaffUsersController } from './staff-users.controller';

@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions & { jwtSecret: string }): DynamicModule {
    return {
      module: AuthModule,
      imports: [JwtModule.register({ secret: options.jwtSecret, signOptions: { algorithm: 'HS256' } })],
      controllers: [AuthController, StaffUsersController],
      providers: [
        StaffUsersService,
        {
          provide: AUTH_OPTIONS,
          useValue: {
            tokenTtlSeconds: options.tokenTtlSeconds,
            loginLimitPerMinute: options.loginLimitPerMinute,
          },
        },
        { provide: APP_GUARD, useClass: StaffAuthGuard },
      ],
      exports: [StaffUsersService],
    };
  }
}
