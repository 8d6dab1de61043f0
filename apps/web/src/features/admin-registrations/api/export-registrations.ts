import type { ExportQuery, RegistrationFilters } from '@eventdesk/contracts/registration';
import { useMutation } from '@tanstack/react-query';
import { listParamsQuery } from '@/features/admin-registrations/list-params';
import { api } from '@/lib/api-client';

export type ExportFormat = ExportQuery['format'];

/** Downloads the current filter's rows under the name the server gave (filter and date). */
export async function exportRegistrations(filters: RegistrationFilters, format: ExportFormat): Promise<void> {
  const query = listParamsQuery(filters);
  query.set('format', format);
  const { blob, fileName } = await api.download(`/admin/registrations/export?${query.toString()}`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? `registrations.${format}`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useExportRegistrations() {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: RegistrationFilters; format: ExportFormat }) =>
      exportRegistrations(filters, format),
  });
}
