import type { PitchApplicationView } from '@eventdesk/contracts/pitch';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pitchKeys } from '@/features/admin-pitches/api/pitch-keys';
import { api } from '@/lib/api-client';

export function getPitch(id: number): Promise<PitchApplicationView> {
  return api.get<PitchApplicationView>(`/admin/pitch-applications/${id}`);
}

export const pitchQueryOptions = (id: number) =>
  queryOptions({ queryKey: pitchKeys.detail(id), queryFn: () => getPitch(id) });

export function usePitch(id: number) {
  return useQuery(pitchQueryOptions(id));
}
