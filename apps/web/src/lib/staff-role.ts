import type { RoleResponse } from '@eventdesk/contracts/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const staffRoleKeys = { all: ['staff-role'] as const };

export function getStaffRole(): Promise<RoleResponse> {
  return api.get<RoleResponse>('/admin/role');
}

export const staffRoleQueryOptions = () =>
  queryOptions({ queryKey: staffRoleKeys.all, queryFn: getStaffRole });

/** Who is signed in, as the server says (spec admin §4: a failed role fetch clears the role). */
export function useStaffRole() {
  return useQuery(staffRoleQueryOptions());
}
