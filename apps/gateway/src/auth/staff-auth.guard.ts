import {
  ForbiddenException,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { verifiedStaffToken, type StaffRole, type VerifiedStaffToken } from '@eventdesk/contracts';
import { PUBLIC_ROUTE } from '@eventdesk/server-kit';
import { DOOR_ROUTE } from './door-route.decorator';
import { REQUIRED_ROLES } from './roles.decorator';
import type { StaffRequest } from './staff-request';
import { TokenRevocations } from './token-revocations';

export const SESSION_INVALID = 'Your session has expired or is invalid. Please log in again.';

/**
 * Global and deny-by-default: every route needs a valid staff token unless marked @Public(); @Roles narrows it.
 * 401 for a missing, forged, expired or revoked (logged out, or the user changed since) token, 403 for a role
 * that is too small, 503 while the revocation store cannot be asked (see authStoreCall).
 */
@Injectable()
export class StaffAuthGuard implements CanActivate {
  private readonly logger = new Logger(StaffAuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly revocations: TokenRevocations,
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
    const token = await this.verify(header.slice('Bearer '.length).trim());
    if (await this.isRevoked(token, targets)) {
      throw new UnauthorizedException(SESSION_INVALID);
    }
    request.staff = token;
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !roles.includes(token.role)) {
      throw new ForbiddenException('You do not have access to this');
    }
    return true;
  }

  /** Fails closed (503) while the store cannot be asked, except on the door's routes (see DoorRoute). */
  private async isRevoked(token: VerifiedStaffToken, targets: Parameters<Reflector['getAllAndOverride']>[1]) {
    try {
      return await this.revocations.isRevoked(token);
    } catch (error) {
      if (
        error instanceof ServiceUnavailableException &&
        this.reflector.getAllAndOverride<boolean>(DOOR_ROUTE, targets)
      ) {
        this.logger.warn(
          { username: token.username },
          'revocation store unreachable: door route allowed on the signature',
        );
        return false;
      }
      throw error;
    }
  }

  private async verify(raw: string): Promise<VerifiedStaffToken> {
    try {
      const payload = await this.jwt.verifyAsync<{ aud?: unknown }>(raw, { algorithms: ['HS256'] });
      // Staff tokens have no audience; one that has it was issued for something else (the queue board's cookie).
      if (payload.aud !== undefined) {
        throw new Error('not a staff token');
      }
      return verifiedStaffToken.parse(payload);
    } catch {
      throw new UnauthorizedException(SESSION_INVALID);
    }
  }
}
