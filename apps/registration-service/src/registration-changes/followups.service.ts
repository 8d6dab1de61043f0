import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  allowedFollowupStatuses,
  INVALID_FOLLOWUP_STATUS_MESSAGE,
  type BulkFollowupResponse,
  type FollowupHistoryEntry,
  type MessageResponse,
  type UpdateFollowupCommand,
} from '@eventdesk/contracts';
import { DomainError, recordAudit } from '@eventdesk/server-kit';
import { FollowupEntry } from '../registrations/followup-entry.entity';
import { Registration } from '../registrations/registration.entity';
import { lockLiveRegistration, REGISTRATION_NOT_FOUND } from './live-registration';

export const FOLLOWUP_UPDATED_MESSAGE = 'Followup status updated successfully!';
export const FIX_FOLLOWUP_NOTES = 'Fix Followup Status';

/** Follow-up status, its history, and the super_admin's "Fix Followup Status" (spec admin §2, §4). */
@Injectable()
export class FollowupsService {
  constructor(private readonly em: EntityManager) {}

  /** The current status and notes on the registration, and one history row, in one transaction. */
  async update(command: UpdateFollowupCommand): Promise<MessageResponse> {
    await this.em.fork().transactional(async (tx) => {
      const registration = await lockLiveRegistration(tx, command.id);
      if (!allowedFollowupStatuses(registration.paymentStatus).includes(command.status)) {
        throw new DomainError('VALIDATION_FAILED', INVALID_FOLLOWUP_STATUS_MESSAGE);
      }
      const before = {
        followupStatus: registration.followupStatus,
        followupNotes: registration.followupNotes,
      };
      const now = new Date();
      tx.assign(registration, {
        followupStatus: command.status,
        followupNotes: command.notes,
        lastFollowupAt: now,
        lastFollowupBy: command.actor,
        updatedAt: now,
        lastUpdatedBy: command.actor,
      });
      await tx.insert(FollowupEntry, {
        registrationId: registration.id,
        status: command.status,
        notes: command.notes,
        updatedBy: command.actor,
        updatedAt: now,
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
    if (!(await em.count(Registration, { id, deleted: false }))) {
      throw new DomainError('NOT_FOUND', REGISTRATION_NOT_FOUND);
    }
    const rows = await em.find(
      FollowupEntry,
      { registrationId: id },
      { orderBy: { updatedAt: 'desc', id: 'desc' } },
    );
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
      const rows = await tx.execute<Array<{ id: number }>>(
        `with fixed as (
           update "registration"."registration"
              set "followup_status" = 'completed', "followup_notes" = ?, "last_followup_at" = now(),
                  "last_followup_by" = ?, "updated_at" = now(), "last_updated_by" = ?
            where not "deleted" and "payment_status" = 'completed'
              and "followup_status" is distinct from 'completed'
            returning "id"
         ), history as (
           insert into "registration"."followup_entry" ("registration_id", "status", "notes", "updated_by", "updated_at")
           select "id", 'completed', ?, ?, now() from fixed
         )
         select "id" from fixed order by "id"`,
        [FIX_FOLLOWUP_NOTES, actor, actor, FIX_FOLLOWUP_NOTES, actor],
      );
      const fixed = rows.map((row) => row.id);
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
}
