import type { SeatHoldsView } from '@eventdesk/contracts/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { seatHoldKeys } from '@/features/admin-seat-holds/api/seat-hold-keys';
import { api } from '@/lib/api-client';

export function getSeatHolds(): Promise<SeatHoldsView> {
  return api.get<SeatHoldsView>('/admin/seats/holds');
}

export const seatHoldsQueryOptions = () =>
  queryOptions({ queryKey: seatHoldKeys.view(), queryFn: getSeatHolds });

export function useSeatHolds() {
  return useQuery(seatHoldsQueryOptions());
}
