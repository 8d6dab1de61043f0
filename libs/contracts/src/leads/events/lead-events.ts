import { z } from 'zod';
import { leadStatus } from '../../common/enums';
import { defineEvent } from '../../common/event-contract';

export const LEADS_IMPORTED = 'leads.imported.v1';

/** An import batch was stored (a file, or leads that arrived through Meta's webhook). */
export const leadsImportedPayload = z.object({
  importId: z.number().int(),
  source: z.enum(['file', 'webhook']),
  fileName: z.string(),
  uploadedBy: z.string(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
  duplicateCount: z.number().int(),
  importedAt: z.string(),
});
export type LeadsImportedPayload = z.infer<typeof leadsImportedPayload>;
export const leadsImportedEvent = defineEvent(LEADS_IMPORTED, leadsImportedPayload);

export const LEAD_STATUS_CHANGED = 'lead.status-changed.v1';

/** Staff changed a lead's status (written with its history row, in one transaction). */
export const leadStatusChangedPayload = z.object({
  leadId: z.number().int(),
  historyId: z.number().int(),
  previousStatus: leadStatus,
  status: leadStatus,
  followupDate: z.string().nullable(),
  referenceId: z.string().nullable(),
  linkedRegistrationId: z.number().int().nullable(),
  caller: z.string().nullable(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type LeadStatusChangedPayload = z.infer<typeof leadStatusChangedPayload>;
export const leadStatusChangedEvent = defineEvent(LEAD_STATUS_CHANGED, leadStatusChangedPayload);
