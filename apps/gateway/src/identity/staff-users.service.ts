import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { StaffRole } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password-hasher';
import { StaffUser } from './staff-user.entity';

export const MIN_STAFF_PASSWORD_LENGTH = 12;

@Injectable()
export class StaffUsersService {
  constructor(private readonly em: EntityManager) {}

  async create(username: string, password: string, role: StaffRole): Promise<StaffUser> {
    if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `Password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`,
      );
    }
    const em = this.em.fork();
    const user = em.create(StaffUser, {
      username: username.trim().toLowerCase(),
      passwordHash: await hashPassword(password),
      role,
    });
    try {
      await em.persistAndFlush(user);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('CONFLICT', `User ${username} already exists`);
      }
      throw error;
    }
    return user;
  }

  /** The user for these credentials, or null; disabled users cannot log in. */
  async authenticate(username: string, password: string): Promise<StaffUser | null> {
    const user = await this.em.fork().findOne(StaffUser, { username: username.trim().toLowerCase() });
    const ok = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    return ok && user && !user.disabled ? user : null;
  }

  findByUsername(username: string): Promise<StaffUser | null> {
    return this.em.fork().findOne(StaffUser, { username: username.trim().toLowerCase() });
  }
}
