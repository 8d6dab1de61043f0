import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The export needs the staff token, so a plain link cannot fetch it: the bytes are fetched with the token and
 * handed to the browser as a download under the name the server gave (filter and date).
 */
export async function exportRegistrations(): Promise<void> {
  const { blob, fileName } = await api.download('/admin/registrations/export?format=xlsx');
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? 'registrations.xlsx';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useExportRegistrations() {
  return useMutation({ mutationFn: exportRegistrations });
}
