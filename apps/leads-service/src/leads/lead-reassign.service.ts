import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  LEAD_CALLER_NOT_ACTIVE,
  type ReassignLeadsCommand,
  type ReassignLeadsResponse,
} from '@eventdesk/contracts';
import { DomainError, recordAudit } from '@eventdesk/server-kit';
import { callersRepository } from '../callers/callers.repository';
import { leadNotFound, requireLeadManager } from './lead-scope';
import { leadWritesRepository } from './lead-writes.repository';

/** How many leads one audit entry names; the count is always complete. */
export const REASSIGN_AUDIT_LISTED = 100;

function reassignedMessage(count: number, caller: string | null): string {
  const leads = count === 1 ? '1 lead' : `${count} leads`;
  return caller === null ? `${leads} unassigned` : `${leads} reassigned to ${caller}`;
}

/** Lead managers and admins give one lead or a selection to another caller, or leave them unassigned. */
@Injectable()
export class LeadReassignService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The selected leads are locked (in id order, so two overlapping reassignments cannot deadlock) and changed with
   * one audit entry naming each lead's caller before, in one transaction. Leads that already have the caller are
   * left alone and not counted; ids that do not exist are skipped.
   */
  async reassign({ viewer, body }: ReassignLeadsCommand): Promise<ReassignLeadsResponse> {
    requireLeadManager(viewer);
    const reassigned = await this.em.fork().transactional(async (tx) => {
      if (body.caller !== null && !(await callersRepository.isActiveCaller(tx, body.caller))) {
        throw new DomainError('LEAD_CALLER_NOT_ACTIVE', LEAD_CALLER_NOT_ACTIVE);
      }
      const leads = await leadWritesRepository.lockSelection(tx, [...new Set(body.leadIds)]);
      if (!leads.length) {
        throw leadNotFound();
      }
      const changed = leads.filter((lead) => lead.caller !== body.caller);
      if (!changed.length) {
        return 0;
      }
      const now = new Date();
      await leadWritesRepository.setCaller(
        tx,
        changed.map((lead) => lead.id),
        body.caller,
        now,
      );
      const listed = changed.slice(0, REASSIGN_AUDIT_LISTED);
      await recordAudit(tx, {
        actor: viewer.username,
        action: 'lead.reassign',
        targetType: 'lead',
        targetId: changed.length === 1 ? String(changed[0]!.id) : null,
        before: { callers: Object.fromEntries(listed.map((lead) => [lead.id, lead.caller])) },
        after: { caller: body.caller, count: changed.length, leadIds: listed.map((lead) => lead.id) },
      });
      return changed.length;
    });
    return { reassigned, message: reassignedMessage(reassigned, body.caller) };
  }
}
