import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { LeadImportResult, LeadRowIssue } from '@eventdesk/contracts';

export interface ImportIssues {
  errors: LeadRowIssue[];
  duplicates: LeadRowIssue[];
  skipped: LeadRowIssue[];
  extraColumns: string[];
}

/** One upload (or one day of webhook leads): who, when, which file, what came of it; undo works per batch. */
@Entity({ tableName: 'import_batch' })
export class ImportBatch {
  [OptionalProps]?:
    | 'sha256'
    | 'uploadedAt'
    | 'successCount'
    | 'errorCount'
    | 'duplicateCount'
    | 'skippedCount'
    | 'assignment'
    | 'issues'
    | 'undoneAt'
    | 'undoneBy'
    | 'undoRemoved'
    | 'undoKept';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  source!: 'file' | 'webhook';

  @Property({ type: 'text' })
  fileName!: string;

  @Property({ type: 'text' })
  fileKind!: string;

  @Property({ type: 'text', nullable: true })
  sha256: string | null = null;

  @Property({ type: 'text' })
  uploadedBy!: string;

  @Property({ type: 'timestamptz' })
  uploadedAt: Date = new Date();

  @Property({ type: 'integer' })
  successCount = 0;

  @Property({ type: 'integer' })
  errorCount = 0;

  @Property({ type: 'integer' })
  duplicateCount = 0;

  @Property({ type: 'integer' })
  skippedCount = 0;

  @Property({ type: 'json' })
  assignment: Partial<LeadImportResult['assignment']> = {};

  @Property({ type: 'json' })
  issues: Partial<ImportIssues> = {};

  @Property({ type: 'timestamptz', nullable: true })
  undoneAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  undoneBy: string | null = null;

  /** What the undo removed, and kept because callers had worked those leads: the lasting answer to "what happened". */
  @Property({ type: 'integer', nullable: true })
  undoRemoved: number | null = null;

  @Property({ type: 'integer', nullable: true })
  undoKept: number | null = null;
}
