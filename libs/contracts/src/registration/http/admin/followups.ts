import { z } from 'zod';
import { followupStatuses, type FollowupStatus, type RegistrationPaymentStatus } from '../../../common/enums';

export const SELECT_STATUS_MESSAGE = 'Please select a status';
export const INVALID_FOLLOWUP_STATUS_MESSAGE = 'Invalid followup status for the current payment status.';
/** Characters of a follow-up note shown in the Follow-up Management table (spec admin §9). */
export const FOLLOWUP_NOTES_PREVIEW = 30;

/** Spec admin §4: a completed payment allows only `completed`; otherwise everything but `completed`. */
export function allowedFollowupStatuses(paymentStatus: RegistrationPaymentStatus): FollowupStatus[] {
  return paymentStatus === 'completed'
    ? ['completed']
    : followupStatuses.filter((status) => status !== 'completed');
}

/** POST /api/admin/registrations/{id}/followup */
export const followupUpdateBody = z.object({
  status: z.enum(followupStatuses, { error: SELECT_STATUS_MESSAGE }),
  notes: z.string().trim().max(1000, { error: 'Notes must be at most 1000 characters' }).default(''),
});
export type FollowupUpdateBody = z.infer<typeof followupUpdateBody>;

/** GET /api/admin/registrations/{id}/followups: newest first. */
export const followupHistoryEntry = z.object({
  id: z.number().int(),
  status: z.enum(followupStatuses),
  notes: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type FollowupHistoryEntry = z.infer<typeof followupHistoryEntry>;

/** POST /api/admin/bulk-update-followups (super_admin): "Fix Followup Status". */
export const bulkFollowupBody = z.object({
  status: z.literal('completed', { error: SELECT_STATUS_MESSAGE }),
});
export type BulkFollowupBody = z.infer<typeof bulkFollowupBody>;

export const bulkFollowupResponse = z.object({ updated: z.number().int(), message: z.string() });
export type BulkFollowupResponse = z.infer<typeof bulkFollowupResponse>;

/** GET /api/admin/followups/summary: the cards of the Follow-up Management view (same filters as the list). */
export const followupSummary = z.object({
  pending: z.number().int(),
  needFollowUp: z.number().int(),
  completed: z.number().int(),
  notInterested: z.number().int(),
});
export type FollowupSummary = z.infer<typeof followupSummary>;
