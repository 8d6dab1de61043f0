import type { ReleaseHoldsInput, ReleaseHoldsResponse } from '@eventdesk/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seatHoldKeys } from '@/features/admin-seat-holds/api/seat-hold-keys';
import { api } from '@/lib/api-client';

export function releaseHolds(body: ReleaseHoldsInput): Promise<ReleaseHoldsResponse> {
  return api.post<ReleaseHoldsResponse>('/admin/seats/holds/release', body);
}

/** A release changes the holds on screen (and the seats left the public page counts on its own). */
export function useReleaseHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHolds,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seatHoldKeys.all }),
  });
}
