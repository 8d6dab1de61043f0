import type { RegistrationFilters } from '@eventdesk/contracts/registration';
import type { RegistrationListParams } from '@/features/admin-registrations/list-params';

export const adminRegistrationKeys = {
  all: ['admin-registrations'] as const,
  lists: () => [...adminRegistrationKeys.all, 'list'] as const,
  list: (params: RegistrationListParams) => [...adminRegistrationKeys.lists(), params] as const,
  summary: (filters: RegistrationFilters) =>
    [...adminRegistrationKeys.all, 'followup-summary', filters] as const,
  followups: (id: number) => [...adminRegistrationKeys.all, 'followups', id] as const,
  proof: (id: number) => [...adminRegistrationKeys.all, 'proof', id] as const,
  linkedLeads: (id: number) => [...adminRegistrationKeys.all, 'linked-leads', id] as const,
};
