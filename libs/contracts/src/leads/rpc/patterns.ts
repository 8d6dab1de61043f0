import { z } from 'zod';
import { fileManifest } from '../../common/file-transfer';
import { leadExportRow, leadFilters, leadListQuery, leadViewer } from '../http/lead-list';
import { leadFileKind, leadUploadFields } from '../http/lead-import';
import { leadStatusUpdateBody, reassignLeadsBody } from '../http/lead-status';
import { metaLeadgenValue } from '../http/meta-webhook';

/** RPC subjects served by the leads service (NATS, queue group "leads"). */
export const leadsPatterns = {
  list: 'leads.list',
  progress: 'leads.progress',
  history: 'leads.history',
  updateStatus: 'leads.update-status',
  reassign: 'leads.reassign',
  callers: 'leads.callers',
  /** A piece of an uploaded file (the shared file-transfer mechanism). */
  stageFileChunk: 'leads.file.stage-chunk',
  importFile: 'leads.import-file',
  imports: 'leads.imports',
  undoImport: 'leads.undo-import',
  exportPage: 'leads.export-page',
  /** Meta's webhook: store the notifications (the gateway answers Meta 200 only after this replies). */
  storeWebhook: 'leads.webhook.store',
  /** Leads linked to one registration (for the registration's staff view). */
  linkedToRegistration: 'leads.linked-to-registration',
} as const;

/** Every leads RPC names who is asking; the service scopes by it (a caller sees only their own leads). */
const byViewer = z.object({ viewer: leadViewer });

export const leadListCommand = byViewer.extend({ query: leadListQuery });
export type LeadListCommand = z.infer<typeof leadListCommand>;

export const leadProgressCommand = byViewer.extend({ filters: leadFilters.partial().default({}) });
export type LeadProgressCommand = z.infer<typeof leadProgressCommand>;

export const leadIdCommand = byViewer.extend({ id: z.number().int().positive() });
export type LeadIdCommand = z.infer<typeof leadIdCommand>;

export const updateLeadStatusCommand = leadIdCommand.extend({ body: leadStatusUpdateBody });
export type UpdateLeadStatusCommand = z.infer<typeof updateLeadStatusCommand>;

export const reassignLeadsCommand = byViewer.extend({ body: reassignLeadsBody });
export type ReassignLeadsCommand = z.infer<typeof reassignLeadsCommand>;

export const leadCallersCommand = byViewer;
export type LeadCallersCommand = z.infer<typeof leadCallersCommand>;

/** The file arrived whole (its pieces staged under `file.uploadId`); the gateway decided its kind by its bytes. */
export const importLeadFileCommand = byViewer.extend({
  file: fileManifest,
  kind: leadFileKind,
  fields: leadUploadFields,
});
export type ImportLeadFileCommand = z.infer<typeof importLeadFileCommand>;

export const leadImportsCommand = byViewer.extend({ limit: z.number().int().min(1).max(200).default(50) });
export type LeadImportsCommand = z.infer<typeof leadImportsCommand>;

export const undoLeadImportCommand = byViewer.extend({ importId: z.number().int().positive() });
export type UndoLeadImportCommand = z.infer<typeof undoLeadImportCommand>;

/** Export pages: rows with id below `beforeId`, newest first, at most `limit` rows and 768 kB of JSON. */
export const leadExportPageCommand = byViewer.extend({
  filters: leadFilters,
  beforeId: z.number().int().positive().nullable(),
  limit: z.number().int().min(1).max(2000).default(2000),
});
export type LeadExportPageCommand = z.infer<typeof leadExportPageCommand>;
/** `hasMore`: ask again with `beforeId` = the last row's id. */
export const leadExportPageReply = z.object({ rows: z.array(leadExportRow), hasMore: z.boolean() });
export type LeadExportPageReply = z.infer<typeof leadExportPageReply>;

export const storeMetaWebhookCommand = z.object({
  notifications: z.array(metaLeadgenValue).min(1).max(500),
  receivedAt: z.string(),
});
export type StoreMetaWebhookCommand = z.infer<typeof storeMetaWebhookCommand>;
export const storeMetaWebhookReply = z.object({ stored: z.number().int(), duplicates: z.number().int() });
export type StoreMetaWebhookReply = z.infer<typeof storeMetaWebhookReply>;

export const linkedLeadsQuery = z.object({ registrationId: z.number().int().positive() });
export type LinkedLeadsQuery = z.infer<typeof linkedLeadsQuery>;
export const linkedLeadsReply = z.object({
  leads: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      caller: z.string().nullable(),
      status: z.string(),
    }),
  ),
});
export type LinkedLeadsReply = z.infer<typeof linkedLeadsReply>;
