import type { LeadExportQuery, LeadFilters } from '@eventdesk/contracts/leads';
import { useMutation } from '@tanstack/react-query';
import { leadParamsQuery, serverLeadDefaults } from '@/features/meta-leads/lib/lead-list-params';
import { api } from '@/lib/api-client';
import { saveDownload } from '@/lib/save-download';

export type LeadExportFormat = LeadExportQuery['format'];

/** Downloads the current filter's leads under the name the server gave (filter and date). */
export async function exportLeads(filters: LeadFilters, format: LeadExportFormat): Promise<void> {
  const query = leadParamsQuery(filters, serverLeadDefaults);
  query.set('format', format);
  const { blob, fileName } = await api.download(`/admin/meta-leads/export?${query.toString()}`);
  saveDownload(blob, fileName ?? `meta-leads.${format}`);
}

export function useExportLeads() {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: LeadFilters; format: LeadExportFormat }) =>
      exportLeads(filters, format),
  });
}
