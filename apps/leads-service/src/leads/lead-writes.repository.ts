import { LockMode, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LeadStatusHistory } from './lead-status-history.entity';
import { MetaLead } from './meta-lead.entity';

/** A lead's new status fields, as a status change sets them. */
export type LeadStatusChange = Pick<
  MetaLead,
  | 'currentStatus'
  | 'followupDate'
  | 'referenceId'
  | 'linkedRegistrationId'
  | 'linkedRegistrationRef'
  | 'registrationPaid'
  | 'notes'
  | 'businessNotes'
  | 'updatedAt'
  | 'lastUpdatedBy'
  | 'workedAt'
>;

/** Every write of a lead by staff: status changes and reassignments. */
export const leadWritesRepository = {
  /** The lead under its row lock until the transaction ends, or null. */
  lockLead(tx: EntityManager, id: number): Promise<MetaLead | null> {
    return tx.findOne(MetaLead, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  },

  /** Writes the change to the locked lead (read back through `lead`). */
  async changeStatus(tx: EntityManager, lead: MetaLead, change: LeadStatusChange): Promise<void> {
    tx.assign(lead, change);
    await tx.flush();
  },

  /** Returns the history row's id. */
  addStatusHistory(tx: EntityManager, entry: RequiredEntityData<LeadStatusHistory>) {
    return tx.insert(LeadStatusHistory, entry);
  },

  /** The leads that exist among `ids`, with their caller, locked in id order (overlapping selections cannot deadlock). */
  lockSelection(tx: EntityManager, ids: number[]): Promise<Array<Pick<MetaLead, 'id' | 'caller'>>> {
    return tx.find(
      MetaLead,
      { id: { $in: ids } },
      { fields: ['id', 'caller'], orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  },

  async setCaller(tx: EntityManager, ids: number[], caller: string | null, now: Date): Promise<void> {
    await tx.nativeUpdate(
      MetaLead,
      { id: { $in: ids } },
      { caller, assignedAt: caller === null ? null : now, updatedAt: now },
    );
  },
};
