import { HttpException, HttpStatus } from '@nestjs/common';
import type Redis from 'ioredis';
import { authStoreCall } from './auth-store';

export interface LoginFailureLimits {
  /** Failures per username from one client address, and per client address, before every further attempt waits. */
  perUser: number;
  perAddress: number;
  /** Failures per username from all addresses together within an hour: the ceiling for a spread-out guesser. */
  perUsernamePerHour: number;
  /** The per-address counters are forgotten this long after their last failure. */
  windowSeconds: number;
  maxDelaySeconds: number;
}

const USERNAME_WINDOW_SECONDS = 3600;

/** 429 with Retry-After: the wait applies even to the right password, or guessing would just continue. */
export class LoginDelayedException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      { message: `Too many failed login attempts. Try again in ${retryAfterSeconds} seconds.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

type Subject = {
  kind: 'user-address' | 'address' | 'user';
  id: string;
  limit: number;
  windowSeconds: number;
};

const failuresKey = (subject: Subject) => `login-failures:${subject.kind}:${subject.id}`;
const delayKey = (subject: Subject) => `login-delay:${subject.kind}:${subject.id}`;

/**
 * Failed logins counted per (username, client address), per client address, and per username from all addresses
 * with a much higher hourly ceiling. Usernames are lower-cased and counted whether or not they exist, so the answer
 * never tells which names are real. Someone guessing from a few addresses thus slows only those addresses and
 * cannot lock the real user out of their own; a guesser spread over many addresses still meets the ceiling.
 * From a limit on, each failure makes the next attempt wait 2^(n-limit) seconds, capped. The per-minute throttle
 * still applies on top.
 */
export class LoginFailures {
  constructor(
    private readonly redis: Redis,
    private readonly limits: LoginFailureLimits,
  ) {}

  /** Throws LoginDelayedException while any counter for this username and address has to wait. */
  async assertMayTry(username: string, address: string): Promise<void> {
    const keys = this.subjects(username, address).map(delayKey);
    const untils = await authStoreCall(() => this.redis.mget(...keys));
    const waitMs = Math.max(0, ...untils.map((until) => (until === null ? 0 : Number(until) - Date.now())));
    if (waitMs > 0) {
      throw new LoginDelayedException(Math.ceil(waitMs / 1000));
    }
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const subjects = this.subjects(username, address);
    const counts = await authStoreCall(async () => {
      const transaction = this.redis.multi();
      for (const subject of subjects) {
        // Sliding: every failure keeps the counter another window, so a slow, steady guesser is not forgiven.
        transaction.incr(failuresKey(subject)).pexpire(failuresKey(subject), subject.windowSeconds * 1000);
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

  /**
   * A successful login forgives the username from that address only: not the address (others may be guessing
   * from it), nor the ceiling over all addresses (or each login of the real user would grant a spread-out
   * guesser another round).
   */
  async clearUser(username: string, address: string): Promise<void> {
    const [userAtAddress] = this.subjects(username, address);
    await authStoreCall(() => this.redis.del(failuresKey(userAtAddress), delayKey(userAtAddress)));
  }

  private delayMs(failures: number, limit: number): number {
    if (failures < limit) {
      return 0;
    }
    const seconds = Math.min(2 ** Math.min(failures - limit, 30), this.limits.maxDelaySeconds);
    return seconds * 1000;
  }

  private subjects(username: string, address: string): [Subject, Subject, Subject] {
    const user = username.trim().toLowerCase();
    const { perUser, perAddress, perUsernamePerHour, windowSeconds } = this.limits;
    return [
      // Encoded so that no (username, address) pair can spell another's key; addresses may contain ':'.
      { kind: 'user-address', id: `${encodeURIComponent(user)}@${address}`, limit: perUser, windowSeconds },
      { kind: 'address', id: address, limit: perAddress, windowSeconds },
      { kind: 'user', id: user, limit: perUsernamePerHour, windowSeconds: USERNAME_WINDOW_SECONDS },
    ];
  }
}
