import type { EventSettings } from '@eventdesk/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsKeys } from '@/features/admin-settings/api/settings-keys';
import { api } from '@/lib/api-client';

/** Every setting, coupon codes included (admin only; the public endpoint leaves the codes out). */
export function getSettings(): Promise<EventSettings> {
  return api.get<EventSettings>('/admin/settings');
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.current(), queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
