import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// Spec §7: data loads never go stale, never refetch on focus and never retry; an error (a 401 too) surfaces at once.
export const queryConfig = {
  queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
