import {
  LEAD_CALLER_ALL,
  leadSorts,
  leadStatusFilters,
  type LeadFilters,
  type LeadSort,
} from '@eventdesk/contracts/leads';
import { z } from 'zod';

/** The filters, sort and page of the leads list, as the address and the server both read them. */
export type LeadListParams = LeadFilters & { sort: LeadSort; page: number };

const paramKeys = ['status', 'caller', 'search', 'sort', 'page'] as const;

// Each field falls back on its own, so one stale or mistyped value does not reset the whole address.
const addressSchema = z.object({
  status: z.enum(leadStatusFilters).catch('all'),
  caller: z.string().trim().toLowerCase().max(64).catch(LEAD_CALLER_ALL),
  search: z.string().trim().max(100).catch(''),
  sort: z.enum(leadSorts).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

/**
 * A caller's home is their work queue (due and overdue follow-ups, then new leads); everyone else starts with the
 * newest leads, as the spec's list does.
 */
export function defaultLeadSort(callerHome: boolean): LeadSort {
  return callerHome ? 'work' : 'none';
}

export function defaultLeadParams(sort: LeadSort): LeadListParams {
  return { status: 'all', caller: LEAD_CALLER_ALL, search: '', sort, page: 1 };
}

/** Reads `?status=due&caller=unassigned&search=…&sort=followup_asc&page=2`. */
export function parseLeadParams(search: URLSearchParams, defaultSort: LeadSort): LeadListParams {
  const parsed = addressSchema.parse({
    status: search.get('status') ?? undefined,
    caller: search.get('caller') || undefined,
    search: search.get('search') ?? undefined,
    sort: search.get('sort') ?? undefined,
    page: search.get('page') ?? undefined,
  });
  return { ...parsed, sort: parsed.sort ?? defaultSort };
}

/**
 * The query string of `params` without the values equal to `defaults`: short addresses (defaults = the viewer's
 * defaults) and the server's query (defaults = the server's own, so a caller's `work` sort is sent).
 */
export function leadParamsQuery(params: Partial<LeadListParams>, defaults: LeadListParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of paramKeys) {
    const value = params[key];
    if (value !== undefined && value !== defaults[key]) {
      query.set(key, String(value));
    }
  }
  return query;
}

/** The server's own defaults (contracts `leadListQuery`). */
export const serverLeadDefaults = defaultLeadParams('none');

export function leadFiltersOf({ status, caller, search }: LeadListParams): LeadFilters {
  return { status, caller, search };
}

/** Whether the list is narrowed by the viewer (decides which empty message applies). */
export function leadFiltersActive({ status, caller, search }: LeadFilters): boolean {
  return status !== 'all' || caller !== LEAD_CALLER_ALL || search !== '';
}

/** The follow-up date sort button cycles ascending → descending → off (spec admin §2); off is the viewer's default. */
export function nextLeadSort(current: LeadSort, defaultSort: LeadSort): LeadSort {
  if (current === 'followup_asc') {
    return 'followup_desc';
  }
  if (current === 'followup_desc') {
    return defaultSort;
  }
  return 'followup_asc';
}
