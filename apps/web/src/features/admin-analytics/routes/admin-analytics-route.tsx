import { lazy, useState } from 'react';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useAnalytics } from '@/features/admin-analytics/api/get-analytics';
import { ChartCard } from '@/features/admin-analytics/components/chart-card';
import {
  formatDay,
  formatInr,
  methodLabel,
  packageLabel,
  referenceLabel,
} from '@/features/admin-analytics/components/labels';

// One chunk with recharts, loaded when this screen shows its first chart.
const loadCharts = () => import('@/features/admin-analytics/components/analytics-charts');
const RegistrationsPerDayChart = lazy(() =>
  loadCharts().then((m) => ({ default: m.RegistrationsPerDayChart })),
);
const ReferenceSourceChart = lazy(() => loadCharts().then((m) => ({ default: m.ReferenceSourceChart })));
const PackageChart = lazy(() => loadCharts().then((m) => ({ default: m.PackageChart })));
const PaymentMethodChart = lazy(() => loadCharts().then((m) => ({ default: m.PaymentMethodChart })));

const ranges = [30, 60, 90] as const;

function AnalyticsBody() {
  const [days, setDays] = useState<(typeof ranges)[number]>(30);
  const { data, error, isPending, isFetching } = useAnalytics(days);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Analytics</h1>
        <label className="grid gap-1 text-sm font-semibold">
          Period
          <select
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as (typeof ranges)[number])}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal focus:ring-2 focus:ring-amber-600/30 focus:outline-none"
          >
            {ranges.map((range) => (
              <option key={range} value={range}>
                Last {range} days
              </option>
            ))}
          </select>
        </label>
      </div>
      {isPending ? <p role="status">Loading...</p> : null}
      {isFetching && !isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Updating...
        </p>
      ) : null}
      {error ? <StaffLoadError error={error} message="Error loading data" /> : null}
      {data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <ChartCard
              id="chart-per-day"
              title={`Registrations per day (last ${days} days)`}
              chart={<RegistrationsPerDayChart data={data.registrationsPerDay} />}
              columns={['Day', 'Registrations', 'Completed']}
              rows={data.registrationsPerDay.map((row) => [
                formatDay(row.date),
                row.registrations,
                row.completed,
              ])}
            />
          </div>
          <ChartCard
            id="chart-reference"
            title="By reference source"
            chart={<ReferenceSourceChart data={data.byReferenceType} />}
            columns={['Source', 'Registrations']}
            rows={data.byReferenceType.map((row) => [referenceLabel(row.referenceType), row.count])}
          />
          <ChartCard
            id="chart-package"
            title="By package: registrations and completed"
            chart={<PackageChart data={data.byPackage} />}
            columns={['Package', 'Registrations', 'Completed']}
            rows={data.byPackage.map((row) => [packageLabel[row.package], row.registrations, row.completed])}
          />
          <div className="lg:col-span-2">
            <ChartCard
              id="chart-method"
              title="Payment method: count and revenue"
              chart={<PaymentMethodChart data={data.byPaymentMethod} />}
              columns={['Method', 'Payments', 'Revenue']}
              rows={data.byPaymentMethod.map((row) => [
                methodLabel[row.method],
                row.count,
                formatInr(row.revenue),
              ])}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** `/admin/analytics` (admin, super_admin): real charts from the server's figures, each with a data table. */
export function AdminAnalyticsRoute() {
  return (
    <StaffShell title="Analytics" capability="registrations">
      <AnalyticsBody />
    </StaffShell>
  );
}
