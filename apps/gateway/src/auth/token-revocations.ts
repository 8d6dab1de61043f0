import type Redis from 'ioredis';
import type { VerifiedStaffToken } from '@eventdesk/contracts';
import { authStoreCall } from './auth-store';

const revokedTokenKey = (jti: string) => `revoked-token:${jti}`;
const sessionsValidAfterKey = (userId: number | string) => `sessions-valid-after:${userId}`;

/**
 * Ended sessions, in Redis: one key per logged-out token and one "tokens issued before this instant are void"
 * key per user. Each key lives only as long as a token it could refuse, so nothing needs cleaning up.
 */
export class TokenRevocations {
  constructor(
    private readonly redis: Redis,
    private readonly tokenTtlSeconds: number,
  ) {}

  /** Logout: this one token stops working; the user's other sessions go on. */
  async revokeToken(token: Pick<VerifiedStaffToken, 'jti' | 'exp'>): Promise<void> {
    const remainingMs = Math.ceil(token.exp * 1000 - Date.now());
    if (remainingMs > 0) {
      await authStoreCall(() => this.redis.set(revokedTokenKey(token.jti), '1', 'PX', remainingMs));
    }
  }

  /** Every token of this user issued before `at` stops working (role change, disable, new password). */
  async endSessionsOf(userId: number, at: Date = new Date()): Promise<void> {
    await authStoreCall(() =>
      this.redis.set(sessionsValidAfterKey(userId), String(at.getTime()), 'PX', this.tokenTtlSeconds * 1000),
    );
  }

  /** One round trip per request: both keys in one MGET. */
  async isRevoked(token: Pick<VerifiedStaffToken, 'jti' | 'sub' | 'iat'>): Promise<boolean> {
    const [revoked, validAfter] = await authStoreCall(() =>
      this.redis.mget(revokedTokenKey(token.jti), sessionsValidAfterKey(token.sub)),
    );
    return revoked !== null || (validAfter !== null && token.iat * 1000 < Number(validAfter));
  }
}
