import type { DashboardResponse } from '@eventdesk/contracts/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/admin-dashboard/api/dashboard-keys';
import { api } from '@/lib/api-client';

/** Every figure is computed on the server in one request (never from the full list in the browser). */
export function getDashboard(): Promise<DashboardResponse> {
  return api.get<DashboardResponse>('/admin/dashboard');
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.summary(), queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
