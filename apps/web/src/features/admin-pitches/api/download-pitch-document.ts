import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The document needs the staff token, so a plain link cannot fetch it: the bytes are fetched with the token,
 * then handed to the browser as a download under the name the server gave.
 */
export async function downloadPitchDocument(id: number, fallbackName: string): Promise<void> {
  const { blob, fileName } = await api.download(`/admin/pitch-applications/${id}/document`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadPitchDocument(id: number) {
  return useMutation({ mutationFn: (fallbackName: string) => downloadPitchDocument(id, fallbackName) });
}
