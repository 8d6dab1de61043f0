import type { DashboardResponse } from '@eventdesk/contracts/registration';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatCount, formatInr, formatPercent } from '@/features/admin-dashboard/lib/format';

type Kpi = { id: string; label: string; value: string; note: string };

function kpisOf(data: DashboardResponse): Kpi[] {
  return [
    {
      id: 'revenue',
      label: 'Total revenue',
      value: formatInr(data.totalRevenue),
      note: 'Real amounts of completed payments',
    },
    {
      id: 'conversion',
      label: 'Conversion rate',
      value: formatPercent(data.conversionRate),
      note: 'Completed of all registrations except void',
    },
    {
      id: 'average',
      label: 'Average revenue',
      value: formatInr(data.averageRevenue),
      note: 'Per completed registration',
    },
    {
      id: 'pipeline',
      label: 'Active pipeline',
      value: formatCount(data.activePipeline),
      note: 'Pending plus prospects',
    },
    {
      id: 'void-rate',
      label: 'Void rate',
      value: formatPercent(data.voidRate),
      note: `${formatCount(data.byStatus.void.total)} of ${formatCount(data.totalRegistrations)} registrations`,
    },
  ];
}

/** The headline figures, then the count of registrations waiting for staff. */
export function KpiCards({ data }: { data: DashboardResponse }) {
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {kpisOf(data).map((kpi) => (
          <li key={kpi.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-sm font-semibold text-slate-600">{kpi.label}</h2>
            <p className="mt-1 text-2xl font-bold break-words" data-testid={`kpi-${kpi.id}`}>
              {kpi.value}
            </p>
            <p className="mt-1 text-xs text-slate-600">{kpi.note}</p>
          </li>
        ))}
      </ul>
      {data.needsReview > 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <span data-testid="needs-review">{formatCount(data.needsReview)}</span>{' '}
          {data.needsReview === 1 ? 'registration needs' : 'registrations need'} review (a payment without a
          seat, or a payment on a void registration).{' '}
          <Link to={paths.admin.registrations.getHref()} className="font-semibold underline">
            Open the registrations list
          </Link>
        </p>
      ) : null}
    </div>
  );
}
