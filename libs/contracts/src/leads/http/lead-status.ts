import { z } from 'zod';
import { leadStatus } from '../../common/enums';
import { leadRow } from './lead-list';

export const LEAD_STATUS_REQUIRED = 'Please select a status';
export const LEAD_FOLLOWUP_DATE_REQUIRED = 'Please choose a follow-up date';
export const LEAD_REFERENCE_REQUIRED = 'Please enter the reference ID';
export const LEAD_STATUS_UPDATED = 'Lead status updated successfully!';
/** Any lead outside the viewer's scope answers this too (NOT_FOUND), so a caller cannot probe other leads. */
export const LEAD_NOT_FOUND = 'Lead not found';
/** Reassign to a name that is not an active caller (BAD_REQUEST). */
export const LEAD_CALLER_NOT_ACTIVE = 'Choose an active caller';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-10-25');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * PATCH /api/admin/meta-leads/{id}/status (spec admin §4/§5): `followup` needs a date, `payment_done` a reference
 * id. Who made the change is the signed-in staff member, never a field of the body.
 */
export const leadStatusUpdateBody = z
  .object({
    status: leadStatus.optional(),
    notes: optionalText(2000),
    business_notes: optionalText(2000),
    followupDate: day.optional().or(z.literal('').transform(() => undefined)),
    referenceId: optionalText(64),
  })
  .superRefine((body, ctx) => {
    if (!body.status) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: LEAD_STATUS_REQUIRED });
      return;
    }
    if (body.status === 'followup' && !body.followupDate) {
      ctx.addIssue({ code: 'custom', path: ['followupDate'], message: LEAD_FOLLOWUP_DATE_REQUIRED });
    }
    if (body.status === 'payment_done' && !body.referenceId) {
      ctx.addIssue({ code: 'custom', path: ['referenceId'], message: LEAD_REFERENCE_REQUIRED });
    }
  });
export type LeadStatusUpdateBody = z.infer<typeof leadStatusUpdateBody>;
export type LeadStatusUpdateInput = z.input<typeof leadStatusUpdateBody>;

/** PATCH /api/admin/meta-leads/{id}/status: the spec's success message and the lead as it now is. */
export const leadStatusUpdateResponse = z.object({ message: z.string(), lead: leadRow });
export type LeadStatusUpdateResponse = z.infer<typeof leadStatusUpdateResponse>;

/** One row of a lead's status history (spec admin §3). */
export const leadHistoryEntry = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  status: leadStatus,
  followupDate: z.string().nullable(),
  referenceId: z.string().nullable(),
  notes: z.string().nullable(),
  businessNotes: z.string().nullable(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntry>;

/** GET /api/admin/meta-leads/{id}/history: newest first. */
export const leadHistoryResponse = z.object({ history: z.array(leadHistoryEntry) });
export type LeadHistoryResponse = z.infer<typeof leadHistoryResponse>;

/** POST /api/admin/meta-leads/reassign (lead_manager, admin, super_admin): one lead or a selection. */
export const reassignLeadsBody = z.object({
  leadIds: z.array(z.number().int().positive()).min(1, 'Select at least one lead').max(500),
  /** A caller's username, or null to leave the leads unassigned. */
  caller: z.string().trim().toLowerCase().min(1).max(64).nullable(),
});
export type ReassignLeadsBody = z.infer<typeof reassignLeadsBody>;

export const reassignLeadsResponse = z.object({ reassigned: z.number().int(), message: z.string() });
export type ReassignLeadsResponse = z.infer<typeof reassignLeadsResponse>;
