import { Injectable, Optional } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { createStaffUserBody, type CreateStaffUserBody, type StaffUserView } from '@eventdesk/contracts';
import { DomainError, OutboxRelay, recordAudit } from '@eventdesk/server-kit';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password-hasher';
import { parseInput } from './parse-input';
import type { StaffActor } from './staff-actor';
import { recordStaffUserChange } from './staff-user-events';
import type { StaffUser } from './staff-user.entity';
import { findStaffUserByUsername, insertStaffUser, listStaffUsers } from './staff-user.repository';
import { toStaffUserView } from './staff-user-view';

export const USERNAME_TAKEN = 'Username already exists';

/** Creating, finding and authenticating staff accounts; changes to existing ones are StaffUserUpdatesService. */
@Injectable()
export class StaffUsersService {
  constructor(
    private readonly em: EntityManager,
    /** Absent in the CLI: its events wait in the outbox for the running gateway's relay. */
    @Optional() private readonly relay?: OutboxRelay,
  ) {}

  /** The account, its audit entry and its `created` event are written in one transaction. */
  async create(input: CreateStaffUserBody, actor: StaffActor): Promise<StaffUser> {
    const body = parseInput(createStaffUserBody, input);
    const passwordHash = await hashPassword(body.password);
    try {
      const created = await this.em.fork().transactional(async (em) => {
        const user = await insertStaffUser(em, { username: body.username, passwordHash, role: body.role });
        await recordAudit(em, {
          actor: actor.username,
          action: 'staff-user.create',
          targetType: 'staff-user',
          targetId: String(user.id),
          before: null,
          after: toStaffUserView(user),
        });
        await recordStaffUserChange(em, user, 'created');
        return user;
      });
      this.relay?.nudge();
      return created;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('USERNAME_TAKEN', USERNAME_TAKEN);
      }
      throw error;
    }
  }

  /** The user for these credentials, or null; disabled users cannot log in. */
  async authenticate(username: string, password: string): Promise<StaffUser | null> {
    const user = await this.findByUsername(username);
    const ok = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    return ok && user && !user.disabled ? user : null;
  }

  findByUsername(username: string): Promise<StaffUser | null> {
    return findStaffUserByUsername(this.em.fork(), username.trim().toLowerCase());
  }

  async list(): Promise<StaffUserView[]> {
    const users = await listStaffUsers(this.em.fork());
    return users.map(toStaffUserView);
  }
}
