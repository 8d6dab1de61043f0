import { JwtService } from '@nestjs/jwt';
import type { CookieOptions } from 'express';
import { QUEUE_BOARD_PATH, verifiedStaffToken, type VerifiedStaffToken } from '@eventdesk/contracts';
import { jwtSecretKey } from '../../auth/jwt-secret-key';

export const QUEUE_BOARD_COOKIE = 'queue_board_session';

/**
 * The audience of the board's cookie. The staff guard refuses any token that has an audience, and the board
 * accepts only this one, so a bearer token never opens the board and the cookie is never a bearer token.
 */
export const QUEUE_BOARD_AUDIENCE = 'eventdesk:queue-board';

/** Short: the cookie travels with every board request, and a new one costs the staff app one click. */
export const QUEUE_BOARD_SESSION_SECONDS = 15 * 60;

export interface QueueBoardSession {
  token: string;
  expiresAt: Date;
}

/**
 * Signs and checks the board's cookie: a JWT signed with the staff JWT secret under its own audience, carrying the
 * staff token's jti, sub and iat, so TokenRevocations refuses it the moment that login ends (logout) or the user
 * changes (role, disable, password).
 */
export class QueueBoardSessions {
  private readonly jwt: JwtService;

  constructor(
    jwtSecret: string,
    /** Secure cookies in production; local HTTP (development, tests) must still get the cookie. */
    private readonly secureCookie: boolean,
  ) {
    this.jwt = new JwtService({ secret: jwtSecretKey(jwtSecret) });
  }

  /** Never outlives the staff token it was exchanged for. */
  async issue(staff: VerifiedStaffToken, nowMs = Date.now()): Promise<QueueBoardSession> {
    const exp = Math.min(Math.floor(nowMs / 1000) + QUEUE_BOARD_SESSION_SECONDS, Math.floor(staff.exp));
    const claims: VerifiedStaffToken = {
      sub: staff.sub,
      username: staff.username,
      role: staff.role,
      jti: staff.jti,
      iat: staff.iat,
      exp,
    };
    const token = await this.jwt.signAsync(claims, { algorithm: 'HS256', audience: QUEUE_BOARD_AUDIENCE });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The staff token the cookie stands for; null when it is forged, expired or not a board cookie. */
  async verify(raw: string): Promise<VerifiedStaffToken | null> {
    try {
      const payload: unknown = await this.jwt.verifyAsync(raw, {
        algorithms: ['HS256'],
        audience: QUEUE_BOARD_AUDIENCE,
      });
      return verifiedStaffToken.parse(payload);
    } catch {
      return null;
    }
  }

  cookieOptions(expiresAt?: Date): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secureCookie,
      path: QUEUE_BOARD_PATH,
      ...(expiresAt && { expires: expiresAt }),
    };
  }
}
