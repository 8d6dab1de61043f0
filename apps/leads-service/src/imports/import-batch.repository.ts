import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LeadImportResult, LeadImportView, LeadSource } from '@eventdesk/contracts';
import { ImportBatch } from './import-batch.entity';

export interface NewBatch {
  source: LeadSource;
  fileName: string;
  fileKind: string;
  sha256: string | null;
  uploadedBy: string;
}

export async function createBatch(tx: EntityManager, batch: NewBatch): Promise<number> {
  return tx.insert(ImportBatch, { ...batch, uploadedAt: new Date() });
}

/** The counts and issues of a batch as they stand now (a webhook day's grow with each lead). */
export async function recordBatchResult(
  tx: EntityManager,
  importId: number,
  result: LeadImportResult,
): Promise<void> {
  await tx.nativeUpdate(
    ImportBatch,
    { id: importId },
    {
      successCount: result.successCount,
      errorCount: result.errorCount,
      duplicateCount: result.duplicateCount,
      skippedCount: result.skippedCount,
      assignment: result.assignment,
      issues: {
        errors: result.errors,
        duplicates: result.duplicates,
        skipped: result.skipped,
        extraColumns: result.extraColumns,
      },
    },
  );
}

export function findBatchOrFail(em: EntityManager, importId: number): Promise<ImportBatch> {
  return em.findOneOrFail(ImportBatch, importId);
}

/** A batch locked for a change of its own (undo, a webhook lead added to its day). */
export function lockBatch(tx: EntityManager, importId: number): Promise<ImportBatch | null> {
  return tx.findOne(ImportBatch, importId, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Today's batch of webhook leads unless it was undone (then the day's next leads start a new one). */
export async function findOpenWebhookBatch(tx: EntityManager, fileName: string): Promise<ImportBatch | null> {
  const [batch] = await tx.find(
    ImportBatch,
    { source: 'webhook', fileName, undoneAt: null },
    { orderBy: { id: 'desc' }, limit: 1, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  return batch ?? null;
}

export async function markUndone(
  tx: EntityManager,
  importId: number,
  by: string,
  outcome: { removed: number; kept: number },
): Promise<Date> {
  const at = new Date();
  await tx.nativeUpdate(
    ImportBatch,
    { id: importId },
    { undoneAt: at, undoneBy: by, undoRemoved: outcome.removed, undoKept: outcome.kept },
  );
  return at;
}

export async function listBatches(em: EntityManager, limit: number): Promise<LeadImportView[]> {
  const rows = await em.find(ImportBatch, {}, { orderBy: { uploadedAt: 'desc', id: 'desc' }, limit });
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    fileName: row.fileName,
    fileKind: row.fileKind,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.uploadedAt.toISOString(),
    successCount: row.successCount,
    errorCount: row.errorCount,
    duplicateCount: row.duplicateCount,
    skippedCount: row.skippedCount,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoneBy: row.undoneBy,
    undoRemoved: row.undoRemoved,
    undoKept: row.undoKept,
  }));
}
