import type { CreateStaffUserBody, StaffUserView, UpdateStaffUserBody } from '@eventdesk/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffUserKeys } from '@/features/admin-staff/api/staff-user-keys';
import { api } from '@/lib/api-client';

export function createStaffUser(body: CreateStaffUserBody): Promise<StaffUserView> {
  return api.post<StaffUserView>('/admin/staff-users', body);
}

export function updateStaffUser(id: number, body: UpdateStaffUserBody): Promise<StaffUserView> {
  return api.patch<StaffUserView>(`/admin/staff-users/${id}`, body);
}

export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}

export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStaffUserBody }) => updateStaffUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}
