import type { LeadFilters, LeadProgressResponse } from '@eventdesk/contracts/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { metaLeadKeys } from '@/features/meta-leads/api/lead-keys';
import { leadParamsQuery, serverLeadDefaults } from '@/features/meta-leads/lib/lead-list-params';
import { api } from '@/lib/api-client';

/**
 * The cards follow the caller filter and the search but not the status filter: they are the status breakdown,
 * and a status filter would only blank three of them.
 */
export type LeadProgressFilters = Pick<LeadFilters, 'caller' | 'search'>;

export function getLeadProgress(filters: LeadProgressFilters): Promise<LeadProgressResponse> {
  const query = leadParamsQuery(filters, serverLeadDefaults);
  return api.get<LeadProgressResponse>(`/admin/meta-leads/progress?${query.toString()}`);
}

export const leadProgressQueryOptions = (filters: LeadProgressFilters) =>
  queryOptions({ queryKey: metaLeadKeys.progress(filters), queryFn: () => getLeadProgress(filters) });

export function useLeadProgress(filters: LeadProgressFilters) {
  return useQuery(leadProgressQueryOptions(filters));
}
