import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import type { AuditFilters } from '@/features/admin-audit/api/audit-keys';
import { useAuditLog } from '@/features/admin-audit/api/get-audit-log';
import { AuditEntry } from '@/features/admin-audit/components/audit-entry';
import { AuditFiltersForm } from '@/features/admin-audit/components/audit-filters';

/** The filters live in the address, so a filtered view can be shared or reloaded. */
function useFilters(): [AuditFilters, (next: AuditFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters: AuditFilters = {
    actor: search.get('actor') ?? undefined,
    targetType: search.get('targetType') ?? undefined,
    targetId: search.get('targetId') ?? undefined,
  };
  const update = (next: AuditFilters) =>
    setSearch(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>,
    );
  return [filters, update];
}

function AuditBody() {
  const { t } = useTranslation();
  const [filters, setFilters] = useFilters();
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useAuditLog(filters);
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{t('adminAudit.screen.title')}</h1>
      {/* Remounted on a new filter so its fields show what is applied. */}
      <AuditFiltersForm key={JSON.stringify(filters)} values={filters} onApply={setFilters} />
      {isPending ? <p role="status">{t('adminAudit.screen.loading')}</p> : null}
      {error ? <StaffLoadError error={error} message={t('adminAudit.screen.error')} /> : null}
      {data && entries.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-slate-600">{t('adminAudit.screen.none')}</p>
      ) : null}
      <ol className="grid gap-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <AuditEntry entry={entry} />
          </li>
        ))}
      </ol>
      {hasNextPage ? (
        <div>
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60"
          >
            {isFetchingNextPage ? t('adminAudit.screen.loading') : t('adminAudit.screen.more')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** `/admin/audit` (super_admin): every staff change, newest first. */
export function AdminAuditRoute() {
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminAudit.screen.title')} capability="readAuditLog">
      <AuditBody />
    </StaffShell>
  );
}
