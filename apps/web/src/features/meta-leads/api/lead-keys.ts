import type { LeadFilters } from '@eventdesk/contracts/leads';
import type { LeadListParams } from '@/features/meta-leads/lib/lead-list-params';

export const metaLeadKeys = {
  all: ['meta-leads'] as const,
  lists: () => [...metaLeadKeys.all, 'list'] as const,
  list: (params: LeadListParams) => [...metaLeadKeys.lists(), params] as const,
  progress: (filters: Pick<LeadFilters, 'caller' | 'search'>) =>
    [...metaLeadKeys.all, 'progress', filters] as const,
  callers: () => [...metaLeadKeys.all, 'callers'] as const,
  history: (id: number) => [...metaLeadKeys.all, 'history', id] as const,
  imports: () => [...metaLeadKeys.all, 'imports'] as const,
};
