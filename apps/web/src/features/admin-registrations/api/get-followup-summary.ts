import type { FollowupSummary, RegistrationFilters } from '@eventdesk/contracts/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRegistrationKeys } from '@/features/admin-registrations/api/registration-keys';
import { listParamsQuery } from '@/features/admin-registrations/list-params';
import { api } from '@/lib/api-client';

export function getFollowupSummary(filters: RegistrationFilters): Promise<FollowupSummary> {
  return api.get<FollowupSummary>(`/admin/followups/summary?${listParamsQuery(filters).toString()}`);
}

export const followupSummaryQueryOptions = (filters: RegistrationFilters) =>
  queryOptions({
    queryKey: adminRegistrationKeys.summary(filters),
    queryFn: () => getFollowupSummary(filters),
  });

export function useFollowupSummary(filters: RegistrationFilters) {
  return useQuery(followupSummaryQueryOptions(filters));
}
