import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';

// Shared by the layouts (footer contacts) and several features, so it lives outside any one feature.
export const publicSettingsKeys = {
  all: ['public-settings'] as const,
};

export async function getPublicSettings(): Promise<PublicEventSettings> {
  // Loaded on demand: the client brings zod (it reads the error envelope), which no page needs for its first
  // paint, and every page's footer asks for the settings.
  const { api } = await import('@/lib/api-client');
  return api.get<PublicEventSettings>('/settings');
}

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: publicSettingsKeys.all, queryFn: getPublicSettings });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
