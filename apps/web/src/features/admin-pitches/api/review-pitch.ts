import type { PitchApplicationView, ReviewPitchBody } from '@eventdesk/contracts/pitch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pitchKeys } from '@/features/admin-pitches/api/pitch-keys';
import { api } from '@/lib/api-client';

export function reviewPitch(id: number, body: ReviewPitchBody): Promise<PitchApplicationView> {
  return api.patch<PitchApplicationView>(`/admin/pitch-applications/${id}`, body);
}

export function useReviewPitch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewPitchBody) => reviewPitch(id, body),
    onSuccess: async (view) => {
      queryClient.setQueryData(pitchKeys.detail(id), view);
      await queryClient.invalidateQueries({ queryKey: pitchKeys.lists() });
    },
  });
}
