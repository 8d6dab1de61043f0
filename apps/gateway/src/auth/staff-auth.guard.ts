import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { staffTokenClaims, type StaffRole } from '@eventdesk/contracts';
import { PUBLIC_ROUTE } from '@eventdesk/server-kit';
import { REQUIRED_ROLES } from './roles.decorator';
import type { StaffRequest } from './staff-request';

/**
 * Global and deny-by-default: every route needs a valid staff token unless marked @Public(); @Roles narrows it.
 * 401 for a missing, forged or expired token, 403 for a role that is too small.
 */
@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) {
      return true;
    }
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) {
      throw new UnauthorizedException('Admin token not found');
    }
    let claims;
    try {
      claims = staffTokenClaims.parse(
        await this.jwt.verifyAsync(header.slice('Bearer '.length).trim(), { algorithms: ['HS256'] }),
      );
    } catch {
      throw new UnauthorizedException('Your session has expired or is invalid. Please log in again.');
    }
    request.staff = claims;
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !roles.includes(claims.role)) {
      throw new ForbiddenException('You do not have access to this');
    }
    return true;
  }
}
