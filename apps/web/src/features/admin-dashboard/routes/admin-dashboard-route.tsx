import { staffCan } from '@eventdesk/contracts/identity';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useStaffRole } from '@/lib/staff-role';
import { useExportRegistrations } from '@/features/admin-dashboard/api/export-registrations';
import { useDashboard } from '@/features/admin-dashboard/api/get-dashboard';
import { CompletedTimeline } from '@/features/admin-dashboard/components/completed-timeline';
import { KpiCards } from '@/features/admin-dashboard/components/kpi-cards';
import { PackageFigures } from '@/features/admin-dashboard/components/package-figures';
import { QuickActions } from '@/features/admin-dashboard/components/quick-actions';
import { StatusCards } from '@/features/admin-dashboard/components/status-cards';
import { readAdminToken } from '@/lib/admin-token';
import { ApiError } from '@/lib/api-client';
import { useStaffFormat } from '@/lib/use-staff-format';

const primaryButton =
  'rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60';
const secondaryButton =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60';

function useExportWithToasts() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useExportRegistrations();
  const run = () =>
    mutation.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          // 404 is the contract's NO_DATA_TO_DOWNLOAD; shown in the staff member's language.
          toast({ title: t('adminDashboard.screen.noData') });
          return;
        }
        const message = error instanceof ApiError ? error.body?.message : undefined;
        toast({
          variant: 'destructive',
          title: t('adminDashboard.screen.exportFailed'),
          description: message ?? error.message,
        });
      },
    });
  return { run, exporting: mutation.isPending };
}

function DashboardBody() {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const { data, error, isPending } = useDashboard();
  const exporter = useExportWithToasts();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('adminDashboard.screen.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.admin.registrations.getHref({ new: '1' })} className={primaryButton}>
            {t('adminDashboard.screen.add')}
          </Link>
          <button
            type="button"
            onClick={exporter.run}
            disabled={exporter.exporting}
            className={secondaryButton}
          >
            {exporter.exporting
              ? t('adminDashboard.quickActions.exporting')
              : t('adminDashboard.screen.export')}
          </button>
        </div>
      </div>
      {isPending ? <p role="status">{t('adminDashboard.screen.loading')}</p> : null}
      {error ? <StaffLoadError error={error} message={t('adminDashboard.screen.error')} /> : null}
      {data ? (
        <>
          <StatusCards byStatus={data.byStatus} />
          <KpiCards data={data} />
          <PackageFigures data={data} />
          <CompletedTimeline weeks={data.completedTimeline} />
          <QuickActions onExport={exporter.run} exporting={exporter.exporting} />
          <p className="text-xs text-slate-600">
            {t('adminDashboard.screen.computed', {
              total: format.count(data.totalRegistrations),
              time: format.dateTime(data.generatedAt),
            })}
          </p>
        </>
      ) : null}
    </div>
  );
}

/**
 * `/admin/dashboard` (admin, super_admin). Callers and lead managers who open it land on Meta Leads instead.
 * Without a staff token: the login screen, saying why (spec admin §7, 'No admin token found').
 */
export function AdminDashboardRoute() {
  const { t } = useTranslation();
  return readAdminToken() ? (
    <RoleAwareDashboard />
  ) : (
    <Navigate to={paths.admin.login.getHref()} replace state={{ notice: t('layout.staffShell.noToken') }} />
  );
}

function RoleAwareDashboard() {
  const { t } = useTranslation();
  const role = useStaffRole();
  if (role.data && !staffCan(role.data.role, 'registrations')) {
    return <Navigate to={paths.admin.metaLeads.getHref()} replace />;
  }
  return (
    <StaffShell title={t('adminDashboard.screen.title')} capability="registrations">
      <DashboardBody />
    </StaffShell>
  );
}
