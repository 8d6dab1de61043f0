import type { LeadCallersResponse } from '@eventdesk/contracts/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { metaLeadKeys } from '@/features/meta-leads/api/lead-keys';
import { api } from '@/lib/api-client';

/** The staff users with role `user`, active or not (the caller filter marks the disabled ones). */
export function getLeadCallers(): Promise<LeadCallersResponse> {
  return api.get<LeadCallersResponse>('/admin/meta-leads/callers');
}

export const leadCallersQueryOptions = () =>
  queryOptions({ queryKey: metaLeadKeys.callers(), queryFn: getLeadCallers });

/** `enabled`: only roles with the caller filter ask (the server refuses callers). */
export function useLeadCallers(enabled: boolean) {
  return useQuery({ ...leadCallersQueryOptions(), enabled });
}
