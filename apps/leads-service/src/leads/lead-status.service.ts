import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  LEAD_STATUS_REQUIRED,
  LEAD_STATUS_UPDATED,
  type LeadStatusUpdateResponse,
  type UpdateLeadStatusCommand,
  leadStatusChangedEvent,
} from '@eventdesk/contracts';
import { DomainError, OutboxRelay, recordEvent } from '@eventdesk/server-kit';
import { RegistrationDirectory, type RegistrationMatch } from '../rpc/registration-directory';
import { LeadQueriesService } from './lead-queries.service';
import { inScope, leadNotFound } from './lead-scope';
import { leadWritesRepository } from './lead-writes.repository';
import { lockPaidRegistration } from './registration-payment';

/** A staff member's status change of one lead (spec admin §4/§5). */
@Injectable()
export class LeadStatusService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly queries: LeadQueriesService,
    private readonly registrations: RegistrationDirectory,
  ) {}

  /**
   * The lead, its history row and `lead.status-changed.v1` in one transaction, under the lead's row lock: two
   * staff changing one lead at once are applied one after the other, so the history follows commit order and the
   * later commit is the current status. A follow-up date is kept only with `followup`, the reference and the
   * registration link only with `payment_done`; notes are replaced only when given.
   */
  async update({ viewer, id, body }: UpdateLeadStatusCommand): Promise<LeadStatusUpdateResponse> {
    const status = body.status;
    if (!status) {
      throw new DomainError('VALIDATION_FAILED', LEAD_STATUS_REQUIRED);
    }
    // Scope first: a reference typed on someone else's lead is never looked up.
    await this.queries.get(viewer, id);
    const referenceId = status === 'payment_done' ? (body.referenceId ?? null) : null;
    // Outside the transaction: no row lock is held while the registration service answers.
    const link: RegistrationMatch | null = referenceId
      ? await this.registrations.findByReference(referenceId)
      : null;
    await this.em.fork().transactional(async (tx) => {
      const paidBefore = link ? await lockPaidRegistration(tx, link.id) : false;
      const lead = await leadWritesRepository.lockLead(tx, id);
      if (!lead || !inScope(viewer, lead.caller)) {
        throw leadNotFound();
      }
      const previousStatus = lead.currentStatus;
      const now = new Date();
      await leadWritesRepository.changeStatus(tx, lead, {
        currentStatus: status,
        followupDate: status === 'followup' ? (body.followupDate ?? null) : null,
        referenceId,
        linkedRegistrationId: link?.id ?? null,
        linkedRegistrationRef: link?.ref ?? null,
        registrationPaid: link ? link.paid || paidBefore : false,
        notes: body.notes ?? lead.notes,
        businessNotes: body.business_notes ?? lead.businessNotes,
        updatedAt: now,
        lastUpdatedBy: viewer.username,
        workedAt: lead.workedAt ?? now,
      });
      const historyId = await leadWritesRepository.addStatusHistory(tx, {
        leadId: lead.id,
        previousStatus,
        status,
        followupDate: lead.followupDate,
        referenceId,
        notes: body.notes ?? null,
        businessNotes: body.business_notes ?? null,
        updatedBy: viewer.username,
        updatedAt: now,
      });
      await recordEvent(tx, leadStatusChangedEvent, {
        leadId: lead.id,
        historyId: Number(historyId),
        previousStatus,
        status,
        followupDate: lead.followupDate,
        referenceId,
        linkedRegistrationId: lead.linkedRegistrationId,
        caller: lead.caller,
        updatedBy: viewer.username,
        updatedAt: now.toISOString(),
      });
    });
    this.relay.nudge();
    return { message: LEAD_STATUS_UPDATED, lead: await this.queries.get(viewer, id) };
  }
}
