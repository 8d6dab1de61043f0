import { staffCan } from '@eventdesk/contracts/identity';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useStaffRole } from '@/lib/staff-role';
import { useRegistrations } from '@/features/admin-registrations/api/get-registrations';
import { AddRegistrationDialog } from '@/features/admin-registrations/components/add-registration-dialog';
import { ExportButtons } from '@/features/admin-registrations/components/export-buttons';
import { FixFollowupsButton } from '@/features/admin-registrations/components/fix-followups-button';
import { ListPagination, pageCount } from '@/features/admin-registrations/components/list-pagination';
import { RegistrationFilters } from '@/features/admin-registrations/components/registration-filters';
import { RegistrationsTable } from '@/features/admin-registrations/components/registrations-table';
import { useRowActionDialogs } from '@/features/admin-registrations/components/use-row-action-dialogs';
import { useListParams } from '@/features/admin-registrations/hooks/use-list-params';
import { filtersOf } from '@/features/admin-registrations/list-params';

/** Spec admin §2 Registrations: every filter in the address (`?paymentStatus=pending`, `?new=1` opens Add). */
export function AdminRegistrationsRoute() {
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminRegistrations.list.title')} capability="registrations">
      <RegistrationsScreen />
    </StaffShell>
  );
}

// Rendered inside the shell, so nothing is fetched without a token or for a role without access.
function RegistrationsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const [search, setSearch] = useSearchParams();
  const { data, error, isPending } = useRegistrations(params);
  const role = useStaffRole().data?.role;
  const { onAction, onSetPaymentStatus, dialog } = useRowActionDialogs();

  const adding = search.get('new') === '1';
  const setAdding = (open: boolean) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (open) {
        next.set('new', '1');
      } else {
        next.delete('new');
      }
      return next;
    });

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">
            {t('adminRegistrations.list.title')}
            {data ? <span className="font-normal text-slate-600"> ({data.total})</span> : null}
          </h1>
          {data ? (
            <p className="text-sm text-slate-600">
              {t('adminRegistrations.list.pageOf', {
                page: data.page,
                pages: pageCount(data.pageSize, data.total),
              })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportButtons filters={filtersOf(params)} />
          {staffCan(role, 'fixFollowups') ? <FixFollowupsButton /> : null}
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('adminRegistrations.list.add')}
          </button>
        </div>
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
              <RegistrationsTable
                rows={data.items}
                canDelete={staffCan(role, 'deleteRegistration')}
                onAction={onAction}
                onSetPaymentStatus={onSetPaymentStatus}
              />
            ) : (
              <p className="rounded-lg bg-white p-4 text-slate-700">
                {data.total === 0
                  ? t('adminRegistrations.list.empty')
                  : t('adminRegistrations.list.emptyPage')}
              </p>
            )}
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              itemCount={data.items.length}
              onPage={(page) => setParams({ ...params, page })}
            />
          </>
        ) : null}
      </div>
      {dialog}
      {adding ? <AddRegistrationDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}
