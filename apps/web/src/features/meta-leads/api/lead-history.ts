import type { LeadHistoryResponse } from '@eventdesk/contracts/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { metaLeadKeys } from '@/features/meta-leads/api/lead-keys';
import { api } from '@/lib/api-client';

export function getLeadHistory(id: number): Promise<LeadHistoryResponse> {
  return api.get<LeadHistoryResponse>(`/admin/meta-leads/${id}/history`);
}

export const leadHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: metaLeadKeys.history(id), queryFn: () => getLeadHistory(id) });

export function useLeadHistory(id: number) {
  return useQuery(leadHistoryQueryOptions(id));
}
