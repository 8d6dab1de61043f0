import type { ListPitchesQuery, PitchListResponse } from '@eventdesk/contracts/pitch';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pitchKeys } from '@/features/admin-pitches/api/pitch-keys';
import { api } from '@/lib/api-client';

export function getPitches(params: ListPitchesQuery): Promise<PitchListResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) {
      search.set(key, String(value));
    }
  }
  return api.get<PitchListResponse>(`/admin/pitch-applications?${search.toString()}`);
}

export const pitchesQueryOptions = (params: ListPitchesQuery) =>
  queryOptions({ queryKey: pitchKeys.list(params), queryFn: () => getPitches(params) });

export function usePitches(params: ListPitchesQuery) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...pitchesQueryOptions(params), placeholderData: keepPreviousData });
}
