import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatsView } from '@eventdesk/contracts/registration';
import { landingKeys } from '@/features/landing/api/landing-keys';
import { api } from '@/lib/api-client';

/** Seats move while the visitor reads the page: refreshed every 30 s (the server counts at most once a second). */
export const SEATS_REFRESH_MS = 30_000;

export function getSeats(): Promise<SeatsView> {
  return api.get<SeatsView>('/seats');
}

export const seatsQueryOptions = () =>
  queryOptions({ queryKey: landingKeys.seats, queryFn: getSeats, refetchInterval: SEATS_REFRESH_MS });

export function useSeats() {
  return useQuery(seatsQueryOptions());
}
