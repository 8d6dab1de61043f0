import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanBody, ScanResponse } from '@eventdesk/contracts/attendance';
import { checkInKeys } from '@/features/check-in/api/check-in-keys';
import { api } from '@/lib/api-client';

export function scanTicket(body: ScanBody): Promise<ScanResponse> {
  return api.post<ScanResponse>('/attendance/scan', body);
}

/** A successful scan changes the door figures, so the statistics are loaded again. */
export function useScanTicket(onSuccess: (answer: ScanResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanTicket,
    onSuccess: async (answer) => {
      onSuccess(answer);
      await queryClient.invalidateQueries({ queryKey: checkInKeys.stats() });
    },
  });
}
