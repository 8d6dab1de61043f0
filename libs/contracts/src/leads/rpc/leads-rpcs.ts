import { fileChunkAck, fileChunkCommand } from '../../common/file-transfer';
import { defineRpc } from '../../common/rpc-contract';
import { leadImportResult, leadImportsResponse, undoLeadImportResponse } from '../http/lead-import';
import { leadCallersResponse, leadListResponse, leadProgressResponse } from '../http/lead-list';
import { leadHistoryResponse, leadStatusUpdateResponse, reassignLeadsResponse } from '../http/lead-status';
import {
  importLeadFileCommand,
  leadCallersCommand,
  leadExportPageCommand,
  leadExportPageReply,
  leadIdCommand,
  leadImportsCommand,
  leadListCommand,
  leadProgressCommand,
  leadsPatterns,
  linkedLeadsQuery,
  linkedLeadsReply,
  reassignLeadsCommand,
  storeMetaWebhookCommand,
  storeMetaWebhookReply,
  undoLeadImportCommand,
  updateLeadStatusCommand,
} from './patterns';

/**
 * The leads service's RPCs, with what is sent and what comes back. A file's pieces travel through the shared
 * file-transfer helpers (`sendFileInChunks`) as `stageFileChunk`.
 */
export const leadsRpcs = {
  list: defineRpc(leadsPatterns.list, leadListCommand, leadListResponse),
  progress: defineRpc(leadsPatterns.progress, leadProgressCommand, leadProgressResponse),
  history: defineRpc(leadsPatterns.history, leadIdCommand, leadHistoryResponse),
  updateStatus: defineRpc(leadsPatterns.updateStatus, updateLeadStatusCommand, leadStatusUpdateResponse),
  reassign: defineRpc(leadsPatterns.reassign, reassignLeadsCommand, reassignLeadsResponse),
  callers: defineRpc(leadsPatterns.callers, leadCallersCommand, leadCallersResponse),
  stageFileChunk: defineRpc(leadsPatterns.stageFileChunk, fileChunkCommand, fileChunkAck),
  importFile: defineRpc(leadsPatterns.importFile, importLeadFileCommand, leadImportResult),
  imports: defineRpc(leadsPatterns.imports, leadImportsCommand, leadImportsResponse),
  undoImport: defineRpc(leadsPatterns.undoImport, undoLeadImportCommand, undoLeadImportResponse),
  exportPage: defineRpc(leadsPatterns.exportPage, leadExportPageCommand, leadExportPageReply),
  storeWebhook: defineRpc(leadsPatterns.storeWebhook, storeMetaWebhookCommand, storeMetaWebhookReply),
  linkedToRegistration: defineRpc(leadsPatterns.linkedToRegistration, linkedLeadsQuery, linkedLeadsReply),
};
