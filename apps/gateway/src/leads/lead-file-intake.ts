import { Injectable } from '@nestjs/common';
import {
  LEAD_FILE_EMPTY,
  LEAD_FILE_FIELD,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_REQUIRED,
  LEAD_FILE_TOO_LARGE,
  LEAD_FILE_UNREADABLE,
  LEAD_FILE_XLS_REFUSED,
  leadsRpcs,
  type LeadImportResult,
  type LeadUploadFields,
  type LeadViewer,
} from '@eventdesk/contracts';
import { detectLeadFileKind, DomainError, RpcClient, sendFileInChunks } from '@eventdesk/server-kit';
import { fileUploadInterceptor } from '../http/file-upload.interceptor';

/** An import of 20,000 rows takes seconds; the 10 MB limit bounds it well below this. */
const IMPORT_TIMEOUT_MS = 120_000;

/** `excelFile` of at most 10 MB and the `assignTo` field; over the limit is the spec's 413 message. */
export const LeadUploadInterceptor = fileUploadInterceptor({
  field: LEAD_FILE_FIELD,
  maxBytes: LEAD_FILE_MAX_BYTES,
  textFields: { count: 4, maxBytes: 1024 },
  tooLargeMessage: () => LEAD_FILE_TOO_LARGE,
});

export interface UploadedLeadFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/**
 * The gateway's intake for lead files: decides the kind by the bytes (never the name or the declared type),
 * refuses what leads-service cannot read before anything is sent, then hands the file over in pieces under the
 * NATS message limit and asks for the import.
 */
@Injectable()
export class LeadFileIntake {
  constructor(private readonly rpc: RpcClient) {}

  async import(
    file: UploadedLeadFile | undefined,
    fields: LeadUploadFields,
    viewer: LeadViewer,
  ): Promise<LeadImportResult> {
    // A file input left empty may still send a nameless, empty part: that is no file.
    if (!file || (file.size === 0 && !file.originalname)) {
      throw new DomainError('BAD_REQUEST', LEAD_FILE_REQUIRED);
    }
    if (file.buffer.length === 0) {
      throw new DomainError('BAD_REQUEST', LEAD_FILE_EMPTY);
    }
    const kind = detectLeadFileKind(file.buffer);
    if (kind === 'xls') {
      throw new DomainError('UNSUPPORTED_FILE', LEAD_FILE_XLS_REFUSED);
    }
    if (kind === null) {
      throw new DomainError('UNSUPPORTED_FILE', LEAD_FILE_UNREADABLE);
    }
    const manifest = await sendFileInChunks(
      this.rpc,
      leadsRpcs.stageFileChunk,
      file.buffer,
      file.originalname.trim() || `leads.${kind}`,
    );
    return this.rpc.call(
      leadsRpcs.importFile,
      { viewer, file: manifest, kind, fields },
      { timeoutMs: IMPORT_TIMEOUT_MS },
    );
  }
}
