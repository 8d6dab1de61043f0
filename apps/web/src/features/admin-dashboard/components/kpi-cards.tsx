import type { DashboardResponse } from '@eventdesk/contracts/registration';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useStaffFormat, type StaffFormatters } from '@/lib/use-staff-format';

type Kpi = { id: string; label: string; value: string; note: string };

function kpisOf(data: DashboardResponse, t: TFunction, format: StaffFormatters): Kpi[] {
  return [
    {
      id: 'revenue',
      label: t('adminDashboard.kpi.revenue'),
      value: format.inr(data.totalRevenue),
      note: t('adminDashboard.kpi.revenueNote'),
    },
    {
      id: 'conversion',
      label: t('adminDashboard.kpi.conversion'),
      value: format.percent(data.conversionRate),
      note: t('adminDashboard.kpi.conversionNote'),
    },
    {
      id: 'average',
      label: t('adminDashboard.kpi.average'),
      value: format.inr(data.averageRevenue),
      note: t('adminDashboard.kpi.averageNote'),
    },
    {
      id: 'pipeline',
      label: t('adminDashboard.kpi.pipeline'),
      value: format.count(data.activePipeline),
      note: t('adminDashboard.kpi.pipelineNote'),
    },
    {
      id: 'void-rate',
      label: t('adminDashboard.kpi.voidRate'),
      value: format.percent(data.voidRate),
      note: t('adminDashboard.kpi.voidRateNote', {
        void: format.count(data.byStatus.void.total),
        total: format.count(data.totalRegistrations),
      }),
    },
  ];
}

/** The headline figures, then the count of registrations waiting for staff. */
export function KpiCards({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {kpisOf(data, t, format).map((kpi) => (
          <li key={kpi.id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-sm font-semibold break-words text-slate-600">{kpi.label}</h2>
            <p className="mt-1 text-2xl font-bold break-words" data-testid={`kpi-${kpi.id}`}>
              {kpi.value}
            </p>
            <p className="mt-1 text-xs break-words text-slate-600">{kpi.note}</p>
          </li>
        ))}
      </ul>
      {data.needsReview > 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <span data-testid="needs-review">{format.count(data.needsReview)}</span>{' '}
          {t('adminDashboard.kpi.needsReview', { count: data.needsReview })}{' '}
          <Link to={paths.admin.registrations.getHref()} className="font-semibold underline">
            {t('adminDashboard.kpi.openRegistrations')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
