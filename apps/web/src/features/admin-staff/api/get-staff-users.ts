import type { StaffUserView } from '@eventdesk/contracts/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffUserKeys } from '@/features/admin-staff/api/staff-user-keys';
import { api } from '@/lib/api-client';

export function getStaffUsers(): Promise<StaffUserView[]> {
  return api.get<StaffUserView[]>('/admin/staff-users');
}

export const staffUsersQueryOptions = () =>
  queryOptions({ queryKey: staffUserKeys.list(), queryFn: getStaffUsers });

export function useStaffUsers() {
  return useQuery(staffUsersQueryOptions());
}
