import type {
  LeadStatusUpdateBody,
  LeadStatusUpdateResponse,
  ReassignLeadsBody,
  ReassignLeadsResponse,
  UndoLeadImportResponse,
} from '@eventdesk/contracts/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { metaLeadKeys } from '@/features/meta-leads/api/lead-keys';
import { api } from '@/lib/api-client';

export function updateLeadStatus(id: number, body: LeadStatusUpdateBody): Promise<LeadStatusUpdateResponse> {
  return api.patch<LeadStatusUpdateResponse>(`/admin/meta-leads/${id}/status`, body);
}

export function reassignLeads(body: ReassignLeadsBody): Promise<ReassignLeadsResponse> {
  return api.post<ReassignLeadsResponse>('/admin/meta-leads/reassign', body);
}

export function undoLeadImport(importId: number): Promise<UndoLeadImportResponse> {
  return api.post<UndoLeadImportResponse>(`/admin/meta-leads/imports/${importId}/undo`);
}

/** A mutation whose success changes what the list, the cards, the history or the imports show. */
function useLeadsChangingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metaLeadKeys.all }),
  });
}

export const useUpdateLeadStatus = () =>
  useLeadsChangingMutation(({ id, body }: { id: number; body: LeadStatusUpdateBody }) =>
    updateLeadStatus(id, body),
  );

export const useReassignLeads = () => useLeadsChangingMutation(reassignLeads);

export const useUndoLeadImport = () => useLeadsChangingMutation(undoLeadImport);
