import type { AnalyticsResponse } from '@eventdesk/contracts/registration';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsKeys } from '@/features/admin-analytics/api/analytics-keys';
import { api } from '@/lib/api-client';

export function getAnalytics(days: number): Promise<AnalyticsResponse> {
  return api.get<AnalyticsResponse>(`/admin/analytics?days=${days}`);
}

export const analyticsQueryOptions = (days: number) =>
  queryOptions({ queryKey: analyticsKeys.range(days), queryFn: () => getAnalytics(days) });

export function useAnalytics(days: number) {
  // The charts stay on screen while another range loads.
  return useQuery({ ...analyticsQueryOptions(days), placeholderData: keepPreviousData });
}
