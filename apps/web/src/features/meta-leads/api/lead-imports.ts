import { LEAD_FILE_FIELD, type LeadImportResult, type LeadImportsResponse } from '@eventdesk/contracts/leads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { metaLeadKeys } from '@/features/meta-leads/api/lead-keys';
import { api } from '@/lib/api-client';

export type LeadUploadInput = {
  file: File;
  /** A caller's username; absent = round robin among the active callers. */
  assignTo?: string;
};

/** Multipart `excelFile` (spec admin §7) and the optional `assignTo`. */
export function uploadLeads({ file, assignTo }: LeadUploadInput): Promise<LeadImportResult> {
  const form = new FormData();
  form.set(LEAD_FILE_FIELD, file);
  if (assignTo) {
    form.set('assignTo', assignTo);
  }
  return api.post<LeadImportResult>('/admin/meta-leads/upload', form);
}

export function useUploadLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLeads,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metaLeadKeys.all }),
  });
}

export function getLeadImports(): Promise<LeadImportsResponse> {
  return api.get<LeadImportsResponse>('/admin/meta-leads/imports');
}

export const leadImportsQueryOptions = () =>
  queryOptions({ queryKey: metaLeadKeys.imports(), queryFn: getLeadImports });

export function useLeadImports() {
  return useQuery(leadImportsQueryOptions());
}
