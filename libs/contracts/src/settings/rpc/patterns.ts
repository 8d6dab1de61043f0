import { z } from 'zod';
import { eventSettings } from '../http/event-settings';

/** RPC subjects for event settings, served by the registration service (which prices and seats depend on). */
export const settingsPatterns = {
  getPublic: 'settings.get-public',
  get: 'settings.get',
  update: 'settings.update',
} as const;

export const updateSettingsCommand = z.object({ settings: eventSettings, updatedBy: z.string().min(1) });
export type UpdateSettingsCommand = z.infer<typeof updateSettingsCommand>;
