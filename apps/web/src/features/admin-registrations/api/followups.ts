import type {
  BulkFollowupResponse,
  FollowupHistoryEntry,
  FollowupUpdateBody,
  MessageResponse,
} from '@eventdesk/contracts/registration';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRegistrationKeys } from '@/features/admin-registrations/api/registration-keys';
import { api } from '@/lib/api-client';

export function updateFollowup(id: number, body: FollowupUpdateBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/admin/registrations/${id}/followup`, body);
}

export function getFollowupHistory(id: number): Promise<FollowupHistoryEntry[]> {
  return api.get<FollowupHistoryEntry[]>(`/admin/registrations/${id}/followups`);
}

export const followupHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminRegistrationKeys.followups(id), queryFn: () => getFollowupHistory(id) });

export function useFollowupHistory(id: number) {
  return useQuery(followupHistoryQueryOptions(id));
}

export function useUpdateFollowup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FollowupUpdateBody }) => updateFollowup(id, body),
    // Lists, cards and the history all show follow-up state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRegistrationKeys.all }),
  });
}

/** "Fix Followup Status" (super_admin): follow-up `completed` wherever the payment is completed. */
export function bulkCompleteFollowups(): Promise<BulkFollowupResponse> {
  return api.post<BulkFollowupResponse>('/admin/bulk-update-followups', { status: 'completed' });
}

export function useBulkCompleteFollowups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCompleteFollowups,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRegistrationKeys.all }),
  });
}
