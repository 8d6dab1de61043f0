import { Injectable, Logger, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  updateStaffUserBody,
  type StaffUserChange,
  type StaffUserView,
  type UpdateStaffUserBody,
} from '@eventdesk/contracts';
import { DomainError, OutboxRelay, recordAudit } from '@eventdesk/server-kit';
import { TokenRevocations } from '../auth/token-revocations';
import { hashPassword } from './password-hasher';
import { parseInput } from './parse-input';
import type { StaffActor } from './staff-actor';
import { recordStaffUserChange } from './staff-user-events';
import type { StaffUser } from './staff-user.entity';
import { lockStaffUser, saveStaffUsers } from './staff-user.repository';
import { toStaffUserView } from './staff-user-view';

export const CANNOT_DISABLE_SELF = 'You cannot disable your own account';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role; ask another super_admin';

type Step = {
  action: string;
  apply: (user: StaffUser) => void;
  endsSessions: boolean;
  /** Published as staff-user.changed.v1 (a new password is not: nobody downstream keeps it). */
  change?: StaffUserChange;
};

/**
 * Role, disabled flag and password of an existing account. Each change writes its audit entry (and, but for a
 * password, its staff-user.changed.v1 event with the next version) in the same transaction, and any change but
 * enabling ends every session the user has (their old tokens carry the old role, or belong to someone who should
 * no longer get in).
 */
@Injectable()
export class StaffUserUpdatesService {
  private readonly logger = new Logger(StaffUserUpdatesService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly revocations: TokenRevocations,
    /** Absent in the CLI: its events wait in the outbox for the running gateway's relay. */
    @Optional() private readonly relay?: OutboxRelay,
  ) {}

  async update(id: number, input: UpdateStaffUserBody, actor: StaffActor): Promise<StaffUserView> {
    const patch = parseInput(updateStaffUserBody, input);
    const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
    let endsSessions = false;
    const user = await this.em.fork().transactional(async (em) => {
      // Locked, so concurrent changes queue up and each audit entry's "before" is what it really replaced.
      const user = await lockStaffUser(em, id);
      if (!user) {
        throw new DomainError('NOT_FOUND', 'Staff user not found');
      }
      const steps = this.steps(user, patch, passwordHash, actor);
      for (const step of steps) {
        const before = toStaffUserView(user);
        step.apply(user);
        await recordAudit(em, {
          actor: actor.username,
          action: step.action,
          targetType: 'staff-user',
          targetId: String(user.id),
          before,
          after: {
            ...toStaffUserView(user),
            ...(step.action === 'staff-user.password-reset' && { passwordChanged: true }),
          },
        });
        if (step.change) {
          user.version += 1;
          await recordStaffUserChange(em, user, step.change);
        }
      }
      endsSessions = steps.some((step) => step.endsSessions);
      if (endsSessions) {
        user.tokensValidAfter = new Date();
        await saveStaffUsers(em);
        // Inside the transaction: if Redis cannot take it, nothing is changed (503) rather than leaving old
        // tokens working.
        await this.revocations.endSessionsOf(user.id, user.tokensValidAfter);
      }
      return user;
    });
    this.relay?.nudge();
    if (endsSessions) {
      // Again after the commit: a login that read the old row while the transaction ran got a token issued
      // before this instant, so it ends too.
      await this.revocations.endSessionsOf(user.id).catch((error: unknown) => {
        this.logger.warn({ err: error, userId: user.id }, 'second end-sessions write failed');
      });
    }
    return toStaffUserView(user);
  }

  private steps(
    user: StaffUser,
    patch: UpdateStaffUserBody,
    passwordHash: string | undefined,
    actor: StaffActor,
  ): Step[] {
    const self = actor.userId === user.id;
    const steps: Step[] = [];
    const { role, disabled } = patch;
    if (role !== undefined && role !== user.role) {
      if (self) {
        throw new DomainError('CANNOT_CHANGE_OWN_ROLE', CANNOT_CHANGE_OWN_ROLE);
      }
      steps.push({
        action: 'staff-user.role-change',
        apply: (u) => (u.role = role),
        endsSessions: true,
        change: 'role-changed',
      });
    }
    if (disabled !== undefined && disabled !== user.disabled) {
      if (self && disabled) {
        throw new DomainError('CANNOT_DISABLE_SELF', CANNOT_DISABLE_SELF);
      }
      steps.push({
        action: disabled ? 'staff-user.disable' : 'staff-user.enable',
        apply: (u) => (u.disabled = disabled),
        endsSessions: disabled,
        change: disabled ? 'disabled' : 'enabled',
      });
    }
    if (passwordHash !== undefined) {
      steps.push({
        action: 'staff-user.password-reset',
        apply: (u) => (u.passwordHash = passwordHash),
        endsSessions: true,
      });
    }
    return steps;
  }
}
