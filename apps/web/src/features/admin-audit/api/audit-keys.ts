import type { AuditListQuery } from '@eventdesk/contracts/common';

export type AuditFilters = Pick<AuditListQuery, 'actor' | 'targetType' | 'targetId'>;

export const auditKeys = {
  all: ['admin-audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};
