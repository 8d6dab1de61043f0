import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import { api } from '@/lib/api-client';

// Shared by the layouts (footer contacts) and several features, so it lives outside any one feature.
export const publicSettingsKeys = {
  all: ['public-settings'] as const,
};

export function getPublicSettings(): Promise<PublicEventSettings> {
  return api.get<PublicEventSettings>('/settings');
}

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: publicSettingsKeys.all, queryFn: getPublicSettings });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
