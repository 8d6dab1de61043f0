import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useFollowupSummary } from '@/features/admin-registrations/api/get-followup-summary';
import { useRegistrations } from '@/features/admin-registrations/api/get-registrations';
import { FollowupHistoryDialog } from '@/features/admin-registrations/components/followup-history-dialog';
import { FollowupSummaryCards } from '@/features/admin-registrations/components/followup-summary-cards';
import { FollowupUpdateDialog } from '@/features/admin-registrations/components/followup-update-dialog';
import { FollowupsTable } from '@/features/admin-registrations/components/followups-table';
import { ListPagination, pageCount } from '@/features/admin-registrations/components/list-pagination';
import { RegistrationFilters } from '@/features/admin-registrations/components/registration-filters';
import { useListParams } from '@/features/admin-registrations/hooks/use-list-params';
import { filtersOf } from '@/features/admin-registrations/list-params';

type OpenDialog = { kind: 'update' | 'history'; row: AdminRegistrationRow };

/** Spec admin §2 Follow-up Management: the counts and the list, with the Registrations screen's filters. */
export function AdminFollowupsRoute() {
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminRegistrations.followups.title')} capability="registrations">
      <FollowupsScreen />
    </StaffShell>
  );
}

// Rendered inside the shell, so nothing is fetched without a token or for a role without access.
function FollowupsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const { data, error, isPending } = useRegistrations(params);
  const summary = useFollowupSummary(filtersOf(params));
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const close = () => setOpen(null);

  return (
    <>
      <h1 className="text-2xl font-bold">{t('adminRegistrations.followups.title')}</h1>
      {data ? (
        <p className="text-sm text-slate-600">
          {t('adminRegistrations.followups.countPage', {
            total: data.total,
            page: data.page,
            pages: pageCount(data.pageSize, data.total),
          })}
        </p>
      ) : null}
      <div className="mt-4">
        <FollowupSummaryCards summary={summary.data} />
      </div>
      <div className="mt-4">
        <RegistrationFilters params={params} onChange={setParams} />
      </div>
      <div className="mt-6 grid gap-4">
        {isPending ? <p role="status">{t('adminRegistrations.list.loading')}</p> : null}
        {error ? <StaffLoadError error={error} message={t('adminRegistrations.list.loadError')} /> : null}
        {data ? (
          <>
            {data.items.length ? (
              <FollowupsTable
                rows={data.items}
                onUpdate={(row) => setOpen({ kind: 'update', row })}
                onHistory={(row) => setOpen({ kind: 'history', row })}
              />
            ) : (
              <p className="rounded-lg bg-white p-4 text-slate-700">
                {t('adminRegistrations.followups.empty')}
              </p>
            )}
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              itemCount={data.items.length}
              onPage={(page) => setParams({ page })}
            />
          </>
        ) : null}
      </div>
      {open?.kind === 'update' ? <FollowupUpdateDialog row={open.row} onClose={close} /> : null}
      {open?.kind === 'history' ? <FollowupHistoryDialog row={open.row} onClose={close} /> : null}
    </>
  );
}
