import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  LEAD_FILE_MAX_BYTES,
  staffCan,
  type FileChunkAck,
  type FileChunkCommand,
  type ImportLeadFileCommand,
  type LeadImportResult,
  type LeadImportsCommand,
  type LeadImportsResponse,
  type LeadViewer,
  type UndoLeadImportCommand,
  type UndoLeadImportResponse,
  leadsImportedEvent,
} from '@eventdesk/contracts';
import {
  discardFile,
  DomainError,
  OutboxRelay,
  recordAudit,
  recordEvent,
  stageChunk,
  takeFile,
} from '@eventdesk/server-kit';
import { LEADS_SCHEMA } from '../database';
import { readLeadFile } from '../lead-files/read-lead-file';
import { requireLeadManager } from '../leads/lead-scope';
import {
  createBatch,
  listBatches,
  lockBatch,
  markUndone,
  recordBatchResult,
} from './import-batch.repository';
import { countLeadsOfImport, lockImports, removeUnworkedLeads } from './imported-leads.repository';
import { LeadIntake, listedIssues } from './lead-intake.service';

export const IMPORT_NOT_FOUND = 'Import not found';
export const IMPORT_ALREADY_UNDONE = 'This import was already undone';

/** Uploading and undoing are for admins; the gateway checks roles too, this does not rely on it. */
function requireUploader(viewer: LeadViewer, doing: string): void {
  if (!staffCan(viewer.role, 'leadUpload')) {
    throw new DomainError('FORBIDDEN', `Only admins can ${doing}`);
  }
}

export function undoMessage(removed: number, kept: number): string {
  return `Removed ${removed} ${removed === 1 ? 'lead' : 'leads'}; kept ${kept} that callers have already worked on.`;
}

/** Lead files: their pieces, the import (one transaction: all of it or nothing), the list of imports, undo. */
@Injectable()
export class ImportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly intake: LeadIntake,
  ) {}

  stageChunk(command: FileChunkCommand): Promise<FileChunkAck> {
    return stageChunk(this.em.fork(), LEADS_SCHEMA, command);
  }

  /**
   * The batch, its leads, the staff members' turn, the event and the audit entry commit together: an import that
   * fails stores nothing. Reading the file happens before the import lock, so one large file does not hold up the
   * webhook's leads while it is parsed.
   */
  async importFile(command: ImportLeadFileCommand): Promise<LeadImportResult> {
    const { viewer, file } = command;
    requireUploader(viewer, 'upload leads');
    let result: LeadImportResult;
    try {
      result = await this.em.fork().transactional(async (tx) => {
        const bytes = await takeFile(tx, LEADS_SCHEMA, file, { maxBytes: LEAD_FILE_MAX_BYTES });
        const read = await readLeadFile(bytes, command.kind);
        const plan = await this.intake.begin(tx, command.fields.assignTo);
        const importId = await createBatch(tx, {
          source: 'file',
          fileName: file.fileName,
          fileKind: command.kind,
          sha256: file.sha256,
          uploadedBy: viewer.username,
        });
        const outcome = await this.intake.store(tx, importId, 'file', read.rows, plan);
        const duplicates = [...read.duplicates, ...outcome.duplicates];
        const stored: LeadImportResult = {
          importId,
          successCount: outcome.inserted.length,
          errorCount: read.errors.length,
          errors: listedIssues(read.errors),
          duplicateCount: duplicates.length,
          duplicates: listedIssues(duplicates),
          skippedCount: read.skipped.length,
          skipped: listedIssues(read.skipped),
          assignment: outcome.assignment,
          extraColumns: read.extraColumns,
        };
        await recordBatchResult(tx, importId, stored);
        await recordEvent(tx, leadsImportedEvent, {
          importId,
          source: 'file',
          fileName: file.fileName,
          uploadedBy: viewer.username,
          successCount: stored.successCount,
          errorCount: stored.errorCount,
          duplicateCount: stored.duplicateCount,
          importedAt: new Date().toISOString(),
        });
        await recordAudit(tx, {
          actor: viewer.username,
          action: 'lead-import.upload',
          targetType: 'lead-import',
          targetId: String(importId),
          before: null,
          after: {
            fileName: file.fileName,
            kind: command.kind,
            successCount: stored.successCount,
            errorCount: stored.errorCount,
            duplicateCount: stored.duplicateCount,
            skippedCount: stored.skippedCount,
            assignment: stored.assignment,
          },
        });
        return stored;
      });
    } catch (error) {
      // A refused file will not be submitted again: its pieces need not wait for the hourly sweep.
      if (error instanceof DomainError) {
        await discardFile(this.em.fork(), LEADS_SCHEMA, file.uploadId).catch(() => undefined);
      }
      throw error;
    }
    this.relay.nudge();
    return result;
  }

  async list(command: LeadImportsCommand): Promise<LeadImportsResponse> {
    requireLeadManager(command.viewer);
    return { imports: await listBatches(this.em.fork(), command.limit) };
  }

  /** Removes the batch's leads nobody has worked on; the others stay, counted, with their callers. */
  async undo(command: UndoLeadImportCommand): Promise<UndoLeadImportResponse> {
    const { viewer, importId } = command;
    requireUploader(viewer, 'undo an import');
    return this.em.fork().transactional(async (tx) => {
      // Webhook leads join today's batch under the same lock: none can slip into a batch being undone.
      await lockImports(tx);
      const batch = await lockBatch(tx, importId);
      if (!batch) {
        throw new DomainError('NOT_FOUND', IMPORT_NOT_FOUND);
      }
      if (batch.undoneAt) {
        throw new DomainError('IMPORT_ALREADY_UNDONE', IMPORT_ALREADY_UNDONE);
      }
      const removed = await removeUnworkedLeads(tx, importId);
      const kept = await countLeadsOfImport(tx, importId);
      const undoneAt = await markUndone(tx, importId, viewer.username, { removed, kept });
      await recordAudit(tx, {
        actor: viewer.username,
        action: 'lead-import.undo',
        targetType: 'lead-import',
        targetId: String(importId),
        before: { fileName: batch.fileName, successCount: batch.successCount },
        after: { removed, kept, undoneAt },
      });
      return { removed, kept, message: undoMessage(removed, kept) };
    });
  }
}
