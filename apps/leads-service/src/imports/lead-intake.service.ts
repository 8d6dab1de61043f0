import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LEAD_IMPORT_MAX_LISTED_ISSUES,
  type LeadImportResult,
  type LeadRowIssue,
  type LeadSource,
} from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import type { ParsedLead, ParsedLeadFields } from '../lead-files/read-lead-file';
import { assignmentSummary, assignTurns, planAssignment, type AssignmentPlan } from './lead-assignment';
import { callersRepository } from '../callers/callers.repository';
import {
  findStoredKeys,
  insertLeads,
  lockImports,
  type InsertedLead,
  type StoredKeys,
} from './imported-leads.repository';

export const DUPLICATE_OF_STORED_ID = 'already imported (same Meta lead id)';
export const DUPLICATE_OF_STORED_PHONE = 'already imported (same phone)';

export interface IntakeOutcome {
  inserted: InsertedLead[];
  /** Leads already stored (by an earlier import, or by the webhook), by row. */
  duplicates: LeadRowIssue[];
  assignment: LeadImportResult['assignment'];
}

function storedDuplicateReason(lead: ParsedLeadFields, stored: StoredKeys): string | null {
  if (lead.metaLeadId !== null && stored.metaLeadIds.has(lead.metaLeadId)) {
    return DUPLICATE_OF_STORED_ID;
  }
  return stored.phones.has(lead.phoneE164) ? DUPLICATE_OF_STORED_PHONE : null;
}

/** The first `LEAD_IMPORT_MAX_LISTED_ISSUES` issues, by row: the counts travel separately and stay complete. */
export function listedIssues(issues: readonly LeadRowIssue[]): LeadRowIssue[] {
  return [...issues].sort((a, b) => a.row - b.row).slice(0, LEAD_IMPORT_MAX_LISTED_ISSUES);
}

/**
 * Storing leads, the one code path of file imports and webhook leads: dedupe against the database, assignment,
 * bulk insert. Runs inside the caller's transaction, which also writes the batch, the event and the audit entry.
 */
@Injectable()
export class LeadIntake {
  /** Takes the import lock, then decides who gets the leads (LEAD_CALLER_NOT_ACTIVE for an inactive caller). */
  async begin(tx: EntityManager, assignTo: string | undefined): Promise<AssignmentPlan> {
    await lockImports(tx);
    const plan = planAssignment(await callersRepository.activeCallers(tx), assignTo);
    if ('refused' in plan) {
      throw new DomainError('LEAD_CALLER_NOT_ACTIVE', plan.refused);
    }
    return plan;
  }

  /** Call after `begin`, in the same transaction. `rows` hold no duplicates of each other (the reader saw to it). */
  async store(
    tx: EntityManager,
    importId: number,
    source: LeadSource,
    rows: readonly ParsedLead[],
    plan: AssignmentPlan,
  ): Promise<IntakeOutcome> {
    const stored = await findStoredKeys(tx, rows);
    const duplicates: LeadRowIssue[] = [];
    const fresh: ParsedLead[] = [];
    for (const row of rows) {
      const reason = storedDuplicateReason(row, stored);
      if (reason === null) {
        fresh.push(row);
      } else {
        duplicates.push({ row: row.row, reason });
      }
    }
    const callers = assignTurns(plan, fresh.length);
    const inserted = await insertLeads(
      tx,
      importId,
      source,
      fresh.map((lead, index) => ({ lead, caller: callers[index] ?? null })),
    );
    if (inserted.length < fresh.length) {
      // Only another writer outside the import lock could have stored these meanwhile; the index said no.
      const insertedPhones = new Set(inserted.map((lead) => lead.phoneE164));
      const missed = fresh.filter((lead) => !insertedPhones.has(lead.phoneE164));
      const now = await findStoredKeys(tx, missed);
      for (const lead of missed) {
        duplicates.push({
          row: lead.row,
          reason: storedDuplicateReason(lead, now) ?? DUPLICATE_OF_STORED_PHONE,
        });
      }
    }
    const lastCaller = inserted.at(-1)?.caller;
    if (lastCaller) {
      await callersRepository.markLastAssigned(tx, lastCaller);
    }
    return {
      inserted,
      duplicates: duplicates.sort((a, b) => a.row - b.row),
      assignment: assignmentSummary(
        plan,
        inserted.map((lead) => lead.caller),
      ),
    };
  }
}
