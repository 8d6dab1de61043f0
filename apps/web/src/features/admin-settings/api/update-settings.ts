import type { EventSettings } from '@eventdesk/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '@/features/admin-settings/api/settings-keys';
import { api } from '@/lib/api-client';
import { publicSettingsKeys } from '@/lib/public-settings';

export function updateSettings(settings: EventSettings): Promise<EventSettings> {
  return api.put<EventSettings>('/admin/settings', settings);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKeys.current(), saved);
      // The public pages (prices, venue, contacts in the footer) read the new values at once.
      await queryClient.invalidateQueries({ queryKey: publicSettingsKeys.all });
    },
  });
}
