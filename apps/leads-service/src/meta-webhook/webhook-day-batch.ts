import type { EntityManager } from '@mikro-orm/postgresql';
import type { LeadImportResult, LeadRowIssue } from '@eventdesk/contracts';
import type { ImportBatch } from '../imports/import-batch.entity';
import {
  createBatch,
  findBatchOrFail,
  findOpenWebhookBatch,
  recordBatchResult,
} from '../imports/import-batch.repository';
import { listedIssues } from '../imports/lead-intake.service';
import { leadDay } from '../leads/lead-day';

export const WEBHOOK_UPLOADER = 'meta-webhook';

/** What one webhook lead added to its day's batch. */
export interface WebhookBatchDelta {
  inserted: number;
  errors: LeadRowIssue[];
  duplicates: LeadRowIssue[];
  skipped: LeadRowIssue[];
  assignment: LeadImportResult['assignment'] | null;
}

export function webhookBatchName(at: Date): string {
  return `Meta webhook ${leadDay(at)}`;
}

/**
 * Webhook leads of one day (Asia/Kolkata) share one import batch: the imports list shows a line a day instead of
 * one per lead, and staff can undo a day of webhook leads at once. Call under the import lock (no two jobs create
 * the same day's batch).
 */
export async function openWebhookBatch(tx: EntityManager, at: Date): Promise<ImportBatch> {
  const fileName = webhookBatchName(at);
  const open = await findOpenWebhookBatch(tx, fileName);
  if (open) {
    return open;
  }
  const id = await createBatch(tx, {
    source: 'webhook',
    fileName,
    fileKind: 'graph-api',
    sha256: null,
    uploadedBy: WEBHOOK_UPLOADER,
  });
  return findBatchOrFail(tx, id);
}

/** The batch's counts, listed issues and per-caller totals with this lead added; returns the new totals. */
export async function addToWebhookBatch(
  tx: EntityManager,
  batch: ImportBatch,
  delta: WebhookBatchDelta,
): Promise<LeadImportResult> {
  const issues = batch.issues;
  const callers = new Map((batch.assignment.callers ?? []).map((entry) => [entry.username, entry.count]));
  for (const entry of delta.assignment?.callers ?? []) {
    callers.set(entry.username, (callers.get(entry.username) ?? 0) + entry.count);
  }
  const totals: LeadImportResult = {
    importId: batch.id,
    successCount: batch.successCount + delta.inserted,
    errorCount: batch.errorCount + delta.errors.length,
    errors: listedIssues([...(issues.errors ?? []), ...delta.errors]),
    duplicateCount: batch.duplicateCount + delta.duplicates.length,
    duplicates: listedIssues([...(issues.duplicates ?? []), ...delta.duplicates]),
    skippedCount: batch.skippedCount + delta.skipped.length,
    skipped: listedIssues([...(issues.skipped ?? []), ...delta.skipped]),
    assignment: {
      mode: delta.assignment?.mode ?? batch.assignment.mode ?? 'round_robin',
      callers: [...callers]
        .filter(([, count]) => count > 0)
        .map(([username, count]) => ({ username, count })),
      note: delta.assignment ? delta.assignment.note : (batch.assignment.note ?? null),
    },
    extraColumns: [],
  };
  await recordBatchResult(tx, batch.id, totals);
  return totals;
}
