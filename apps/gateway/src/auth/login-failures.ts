import { HttpException, HttpStatus } from '@nestjs/common';
import type Redis from 'ioredis';
import { authStoreCall } from './auth-store';

export interface LoginFailureLimits {
  /** Failures per username, and per client address, before every further attempt has to wait. */
  perUser: number;
  perAddress: number;
  /** A counter is forgotten this long after its last failure. */
  windowSeconds: number;
  maxDelaySeconds: number;
}

/** 429 with Retry-After: the wait applies even to the right password, or guessing would just continue. */
export class LoginDelayedException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      { message: `Too many failed login attempts. Try again in ${retryAfterSeconds} seconds.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

type Subject = { kind: 'user' | 'address'; id: string; limit: number };

const failuresKey = (subject: Subject) => `login-failures:${subject.kind}:${subject.id}`;
const delayKey = (subject: Subject) => `login-delay:${subject.kind}:${subject.id}`;

/**
 * Failed logins counted per username (lower-cased, whether or not it exists, so the answer never tells which
 * names are real) and per client address. From the limit on, each failure makes the next attempt wait
 * 2^(n-limit) seconds, capped. The per-minute throttle still applies on top.
 */
export class LoginFailures {
  constructor(
    private readonly redis: Redis,
    private readonly limits: LoginFailureLimits,
  ) {}

  /** Throws LoginDelayedException while either the username or the address has to wait. */
  async assertMayTry(username: string, address: string): Promise<void> {
    const [user, byAddress] = this.subjects(username, address);
    const untils = await authStoreCall(() => this.redis.mget(delayKey(user), delayKey(byAddress)));
    const waitMs = Math.max(0, ...untils.map((until) => (until === null ? 0 : Number(until) - Date.now())));
    if (waitMs > 0) {
      throw new LoginDelayedException(Math.ceil(waitMs / 1000));
    }
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const subjects = this.subjects(username, address);
    const windowMs = this.limits.windowSeconds * 1000;
    const counts = await authStoreCall(async () => {
      const transaction = this.redis.multi();
      for (const subject of subjects) {
        // Sliding: every failure keeps the counter another window, so a slow, steady guesser is not forgiven.
        transaction.incr(failuresKey(subject)).pexpire(failuresKey(subject), windowMs);
      }
      const replies = (await transaction.exec()) ?? [];
      return subjects.map((_, index) => Number(replies[index * 2]?.[1] ?? 0));
    });
    const delays = subjects
      .map((subject, index) => ({ subject, delayMs: this.delayMs(counts[index] ?? 0, subject.limit) }))
      .filter(({ delayMs }) => delayMs > 0);
    if (delays.length) {
      await authStoreCall(() => {
        const transaction = this.redis.multi();
        for (const { subject, delayMs } of delays) {
          transaction.set(delayKey(subject), String(Date.now() + delayMs), 'PX', delayMs);
        }
        return transaction.exec();
      });
    }
  }

  /** A successful login forgives the username, not the address (others may be guessing from it). */
  async clearUser(username: string): Promise<void> {
    const [user] = this.subjects(username, '');
    await authStoreCall(() => this.redis.del(failuresKey(user), delayKey(user)));
  }

  private delayMs(failures: number, limit: number): number {
    if (failures < limit) {
      return 0;
    }
    const seconds = Math.min(2 ** Math.min(failures - limit, 30), this.limits.maxDelaySeconds);
    return seconds * 1000;
  }

  private subjects(username: string, address: string): [Subject, Subject] {
    return [
      { kind: 'user', id: username.trim().toLowerCase(), limit: this.limits.perUser },
      { kind: 'address', id: address, limit: this.limits.perAddress },
    ];
  }
}
