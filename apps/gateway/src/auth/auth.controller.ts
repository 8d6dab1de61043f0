import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { LoginResponse, RoleResponse, StaffTokenClaims, VerifiedStaffToken } from '@eventdesk/contracts';
import { Public } from '@eventdesk/server-kit';
import { StaffUsersService } from '../identity/staff-users.service';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options';
import { LoginDto } from './auth.dto';
import { LoginDelayedException, LoginFailures } from './login-failures';
import { LoginThrottled } from './login-throttle';
import { CurrentStaff } from './staff-request';
import { TokenRevocations } from './token-revocations';

@ApiTags('staff auth')
@Controller('admin')
export class AuthController {
  constructor(
    private readonly users: StaffUsersService,
    private readonly jwt: JwtService,
    private readonly failures: LoginFailures,
    private readonly revocations: TokenRevocations,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @LoginThrottled()
  @ApiOperation({ summary: 'Staff login; returns a JWT valid for one shift' })
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse> {
    // Taken before the user is read: a change committed while this login runs then ends this token too.
    const issuedAtMs = Date.now();
    const address = request.ip ?? 'unknown';
    try {
      await this.failures.assertMayTry(body.username, address);
    } catch (error) {
      if (error instanceof LoginDelayedException) {
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
    const user = await this.users.authenticate(body.username, body.password);
    if (!user) {
      await this.failures.recordFailure(body.username, address);
      throw new UnauthorizedException('Invalid username or password');
    }
    await this.failures.clearUser(body.username, address);
    const claims: StaffTokenClaims & { iat: number } = {
      sub: String(user.id),
      username: user.username,
      role: user.role,
      jti: randomUUID(),
      iat: issuedAtMs / 1000,
    };
    const token = await this.jwt.signAsync(claims, {
      expiresIn: this.options.tokenTtlSeconds,
      algorithm: 'HS256',
    });
    const expiresAt = new Date(issuedAtMs + this.options.tokenTtlSeconds * 1000).toISOString();
    return { token, expiresAt, role: user.role, username: user.username };
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Ends this session on the server: the token is refused from now on' })
  async logout(@CurrentStaff() staff: VerifiedStaffToken): Promise<void> {
    await this.revocations.revokeToken(staff);
  }

  @Get('role')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Role and username of the signed-in staff member' })
  role(@CurrentStaff() staff: StaffTokenClaims): RoleResponse {
    return { role: staff.role, username: staff.username };
  }
}
