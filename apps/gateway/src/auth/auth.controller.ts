import { Body, Controller, Get, HttpCode, Inject, Post, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { LoginResponse, RoleResponse, StaffTokenClaims } from '@eventdesk/contracts';
import { Public } from '@eventdesk/server-kit';
import { StaffUsersService } from '../identity/staff-users.service';
import { LoginDto } from './auth.dto';
import { LoginThrottled } from './login-throttle';
import { CurrentStaff } from './staff-request';

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');
export interface AuthOptions {
  tokenTtlSeconds: number;
  loginLimitPerMinute: number;
}

@ApiTags('staff auth')
@Controller('admin')
export class AuthController {
  constructor(
    private readonly users: StaffUsersService,
    private readonly jwt: JwtService,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @LoginThrottled()
  @ApiOperation({ summary: 'Staff login; returns a JWT valid for one shift' })
  async login(@Body() body: LoginDto): Promise<LoginResponse> {
    const user = await this.users.authenticate(body.username, body.password);
    if (!user) {
      throw new UnauthorizedException('Invalid username or password');
    }
    const claims: StaffTokenClaims = {
      sub: String(user.id),
      username: user.username,
      role: user.role,
      jti: randomUUID(),
    };
    const token = await this.jwt.signAsync(claims, {
      expiresIn: this.options.tokenTtlSeconds,
      algorithm: 'HS256',
    });
    const expiresAt = new Date(Date.now() + this.options.tokenTtlSeconds * 1000).toISOString();
    return { token, expiresAt, role: user.role, username: user.username };
  }

  @Get('role')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Role and username of the signed-in staff member' })
  role(@CurrentStaff() staff: StaffTokenClaims): RoleResponse {
    return { role: staff.role, username: staff.username };
  }
}
