import type { ListPitchesQuery } from '@eventdesk/contracts/pitch';

export const pitchKeys = {
  all: ['admin-pitches'] as const,
  lists: () => [...pitchKeys.all, 'list'] as const,
  list: (params: ListPitchesQuery) => [...pitchKeys.lists(), params] as const,
  detail: (id: number) => [...pitchKeys.all, 'detail', id] as const,
};
