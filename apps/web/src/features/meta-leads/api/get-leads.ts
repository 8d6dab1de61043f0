import type { LeadListResponse } from '@eventdesk/contracts/leads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { metaLeadKeys } from '@/features/meta-leads/api/lead-keys';
import {
  leadParamsQuery,
  serverLeadDefaults,
  type LeadListParams,
} from '@/features/meta-leads/lib/lead-list-params';
import { api } from '@/lib/api-client';

/** Filtered, searched, sorted and paginated on the server (20 per page), within the viewer's scope. */
export function getLeads(params: LeadListParams): Promise<LeadListResponse> {
  return api.get<LeadListResponse>(
    `/admin/meta-leads?${leadParamsQuery(params, serverLeadDefaults).toString()}`,
  );
}

export const leadsQueryOptions = (params: LeadListParams) =>
  queryOptions({ queryKey: metaLeadKeys.list(params), queryFn: () => getLeads(params) });

export function useLeads(params: LeadListParams) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...leadsQueryOptions(params), placeholderData: keepPreviousData });
}
