import { z } from 'zod';
import { leadStatus, leadStatuses, staffRole } from '../../common/enums';

/** Leads page size (spec admin §9). */
export const LEADS_PAGE_SIZE = 20;

/** Days ("due today", "overdue") are counted in the event's time zone. */
export const LEADS_TIME_ZONE = 'Asia/Kolkata';

/**
 * Sort orders: the spec's follow-up date cycle (ascending, descending, off = newest first), and `work`, a caller's
 * home: overdue follow-ups, then those due today, then new (pending) leads, then the rest.
 */
export const leadSorts = ['none', 'followup_asc', 'followup_desc', 'work'] as const;
export const leadSort = z.enum(leadSorts);
export type LeadSort = z.infer<typeof leadSort>;

/**
 * Status filter: a lead status, `all`, or `due` (a follow-up whose date is today or earlier, in Asia/Kolkata).
 */
export const leadStatusFilters = ['all', 'due', ...leadStatuses] as const;
export const leadStatusFilter = z.enum(leadStatusFilters);
export type LeadStatusFilter = z.infer<typeof leadStatusFilter>;

/** Caller filter values besides a username: every lead, leads with no caller, leads whose caller is disabled. */
export const LEAD_CALLER_ALL = 'all';
export const LEAD_CALLER_UNASSIGNED = 'unassigned';
export const LEAD_CALLER_NEEDS_REASSIGNMENT = 'needs_reassignment';

/** The filters shared by the list, the progress cards and the export; all applied on the server. */
export const leadFilters = z.object({
  status: leadStatusFilter.default('all'),
  /** `all`, `unassigned`, `needs_reassignment` or a caller's username; ignored for role `user` (own leads only). */
  caller: z.string().trim().toLowerCase().max(64).default(LEAD_CALLER_ALL),
  /** Name, phone written any way, e-mail, city or business name. */
  search: z.string().trim().max(100).default(''),
});
export type LeadFilters = z.infer<typeof leadFilters>;

/** GET /api/admin/meta-leads */
export const leadListQuery = leadFilters.extend({
  sort: leadSort.default('none'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LEADS_PAGE_SIZE),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;

/** Who is asking: every leads RPC carries it, and leads-service scopes what it reads and changes by it. */
export const leadViewer = z.object({ username: z.string().min(1).max(64), role: staffRole });
export type LeadViewer = z.infer<typeof leadViewer>;

/** A question of the lead form that has no column of its own, kept as asked and answered. */
export const leadFormAnswer = z.object({ question: z.string(), answer: z.string() });
export type LeadFormAnswer = z.infer<typeof leadFormAnswer>;

/**
 * The registration a `payment_done` lead is linked to. Staff with the registrations capability see its id and ref;
 * a caller sees only whether it is paid (`registrationId` and `registrationRef` null).
 */
export const leadRegistrationLink = z.object({
  registrationId: z.number().int().nullable(),
  registrationRef: z.string().nullable(),
  paid: z.boolean(),
});
export type LeadRegistrationLink = z.infer<typeof leadRegistrationLink>;

export const leadSources = ['file', 'webhook'] as const;
export const leadSource = z.enum(leadSources);
export type LeadSource = z.infer<typeof leadSource>;

/** One lead as staff see it: every column of spec admin §2 plus what the dialogs need. */
export const leadRow = z.object({
  id: z.number().int(),
  sNo: z.number().int().nullable(),
  fullName: z.string(),
  /** As it arrived (Meta's `p:` prefix removed). */
  phone: z.string(),
  /** E.164, region IN by default; what `tel:` and `wa.me` links use. */
  phoneE164: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  businessName: z.string().nullable(),
  /** `fb`, `ig` or `Meta` (the spec's default). */
  platform: z.string(),
  adName: z.string().nullable(),
  campaignName: z.string().nullable(),
  formName: z.string().nullable(),
  currentBusinessStatus: z.string().nullable(),
  biggestBusinessChallenge: z.string().nullable(),
  formAnswers: z.array(leadFormAnswer),
  currentStatus: leadStatus,
  /** `YYYY-MM-DD`, a day in Asia/Kolkata. */
  followupDate: z.string().nullable(),
  /** `overdue` or `today` for a follow-up date that has come; null otherwise. */
  due: z.enum(['overdue', 'today']).nullable(),
  referenceId: z.string().nullable(),
  registrationLink: leadRegistrationLink.nullable(),
  notes: z.string().nullable(),
  businessNotes: z.string().nullable(),
  caller: z.string().nullable(),
  /** False when the caller's account is disabled (or unknown): the lead needs reassignment. */
  callerActive: z.boolean(),
  source: leadSource,
  importId: z.number().int().nullable(),
  createdTime: z.string().nullable(),
  importedAt: z.string(),
  updatedAt: z.string(),
  lastUpdatedBy: z.string().nullable(),
});
export type LeadRow = z.infer<typeof leadRow>;

/** One row of the .xlsx/CSV export (LEAD_EXPORT_COLUMNS): the list row without what only the dialogs need. */
export const leadExportRow = leadRow.pick({
  id: true,
  fullName: true,
  phone: true,
  phoneE164: true,
  email: true,
  city: true,
  businessName: true,
  platform: true,
  currentStatus: true,
  followupDate: true,
  referenceId: true,
  caller: true,
  notes: true,
  businessNotes: true,
  createdTime: true,
  importedAt: true,
});
export type LeadExportRow = z.infer<typeof leadExportRow>;

/**
 * A text search counts its matches up to this many: past it the screen says "more than 1,000" instead of making
 * PostgreSQL recheck every trigram match of a common name for an exact figure nobody pages through.
 */
export const LEAD_SEARCH_COUNT_CAP = 1000;

/** GET /api/admin/meta-leads (spec admin §3: `leads` and `totalCount`). */
export const leadListResponse = z.object({
  leads: z.array(leadRow),
  /** Exact, except for a search with more than LEAD_SEARCH_COUNT_CAP matches (then the cap, and `totalCountCapped`). */
  totalCount: z.number().int(),
  totalCountCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type LeadListResponse = z.infer<typeof leadListResponse>;

/** GET /api/admin/meta-leads/progress: the four cards for the viewer's scope, and conversion. */
export const leadProgressResponse = z.object({
  progress: z.object({
    pending: z.number().int(),
    interested: z.number().int(),
    followup: z.number().int(),
    payment_done: z.number().int(),
  }),
  /** Leads in scope. */
  total: z.number().int(),
  /** Follow-ups due today or overdue, in scope. */
  due: z.number().int(),
  /** Leads in scope linked to a paid registration. */
  converted: z.number().int(),
  /** converted ÷ total, a percentage with one decimal (0 when there are no leads). */
  conversionRate: z.number(),
});
export type LeadProgressResponse = z.infer<typeof leadProgressResponse>;

/** GET /api/admin/meta-leads/callers: the staff users with role `user`, for the caller filter and assignment. */
export const leadCaller = z.object({ username: z.string(), active: z.boolean() });
export type LeadCaller = z.infer<typeof leadCaller>;
export const leadCallersResponse = z.object({ callers: z.array(leadCaller) });
export type LeadCallersResponse = z.infer<typeof leadCallersResponse>;
