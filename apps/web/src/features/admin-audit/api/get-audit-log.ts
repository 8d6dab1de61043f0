import type { AuditPage } from '@eventdesk/contracts/common';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditKeys, type AuditFilters } from '@/features/admin-audit/api/audit-keys';
import { api } from '@/lib/api-client';

export const AUDIT_PAGE_SIZE = 50;

export function getAuditLog(filters: AuditFilters, before: string | undefined): Promise<AuditPage> {
  const search = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  for (const [key, value] of Object.entries({ ...filters, before })) {
    if (value) {
      search.set(key, value);
    }
  }
  return api.get<AuditPage>(`/admin/audit-log?${search.toString()}`);
}

/** Newest first; 'Load more' asks for the entries before the last one seen (`nextBefore`). */
export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
