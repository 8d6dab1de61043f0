import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  allowedFollowupStatuses,
  INVALID_FOLLOWUP_STATUS_MESSAGE,
  type BulkFollowupResponse,
  type FollowupHistoryEntry,
  type FollowupSummary,
  type MessageResponse,
  type RegistrationFilters,
  type UpdateFollowupCommand,
} from '@eventdesk/contracts';
import { DomainError, recordAudit } from '@eventdesk/server-kit';
import { lockLiveRegistration, REGISTRATION_NOT_FOUND } from '../registration-changes/live-registration';
import {
  completePaidFollowups,
  followupCounts,
  followupHistory,
  isLiveRegistration,
  recordFollowup,
} from './followups.repository';

export const FOLLOWUP_UPDATED_MESSAGE = 'Followup status updated successfully!';
export const FIX_FOLLOWUP_NOTES = 'Fix Followup Status';

/** Follow-up status and history, the cards above the staff list, and "Fix Followup Status" (spec admin §2, §4). */
@Injectable()
export class FollowupsService {
  constructor(private readonly em: EntityManager) {}

  /** The current status and notes on the registration, and one history row, in one transaction. */
  async update(command: UpdateFollowupCommand): Promise<MessageResponse> {
    await this.em.fork().transactional(async (tx) => {
      const registration = await lockLiveRegistration(tx, command.id);
      if (!allowedFollowupStatuses(registration.paymentStatus).includes(command.status)) {
        throw new DomainError('FOLLOWUP_STATUS_NOT_ALLOWED', INVALID_FOLLOWUP_STATUS_MESSAGE);
      }
      const before = {
        followupStatus: registration.followupStatus,
        followupNotes: registration.followupNotes,
      };
      await recordFollowup(tx, registration, {
        status: command.status,
        notes: command.notes,
        actor: command.actor,
        at: new Date(),
      });
      await recordAudit(tx, {
        actor: command.actor,
        action: 'followup.update',
        targetType: 'registration',
        targetId: String(registration.id),
        before,
        after: { followupStatus: command.status, followupNotes: command.notes },
      });
    });
    return { message: FOLLOWUP_UPDATED_MESSAGE };
  }

  /** Newest first. A deleted registration's history is gone with it (404), like the row. */
  async history(id: number): Promise<FollowupHistoryEntry[]> {
    const em = this.em.fork();
    if (!(await isLiveRegistration(em, id))) {
      throw new DomainError('NOT_FOUND', REGISTRATION_NOT_FOUND);
    }
    const rows = await followupHistory(em, id);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      notes: row.notes,
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  /**
   * "Fix Followup Status": every live registration whose payment is completed and whose follow-up is not gets
   * `completed`, in one statement with its history rows, and one audit entry naming them all.
   */
  async fixCompleted(actor: string): Promise<BulkFollowupResponse> {
    const ids = await this.em.fork().transactional(async (tx) => {
      const fixed = await completePaidFollowups(tx, actor, FIX_FOLLOWUP_NOTES);
      await recordAudit(tx, {
        actor,
        action: 'followup.bulk-complete',
        targetType: 'registration',
        targetId: null,
        before: null,
        after: { followupStatus: 'completed', registrationIds: fixed },
      });
      return fixed;
    });
    return { updated: ids.length, message: `${ids.length} registrations updated` };
  }

  /** The follow-up cards above the staff list, counted with the list's filters. */
  async summary(filters: RegistrationFilters): Promise<FollowupSummary> {
    const counts = await followupCounts(this.em, filters);
    return {
      pending: counts?.pending ?? 0,
      needFollowUp: counts?.need_follow_up ?? 0,
      completed: counts?.completed ?? 0,
      notInterested: counts?.not_interested ?? 0,
    };
  }
}
