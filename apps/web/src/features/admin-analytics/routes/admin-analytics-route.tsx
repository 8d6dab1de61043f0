import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useAnalytics } from '@/features/admin-analytics/api/get-analytics';
import { ChartCard } from '@/features/admin-analytics/components/chart-card';
import { analyticsLabels } from '@/features/admin-analytics/components/labels';
import { useStaffFormat } from '@/lib/use-staff-format';

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
  const { t } = useTranslation();
  const format = useStaffFormat();
  const labels = analyticsLabels(t);
  const [days, setDays] = useState<(typeof ranges)[number]>(30);
  const { data, error, isPending, isFetching } = useAnalytics(days);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('adminAnalytics.screen.title')}</h1>
        <label className="grid gap-1 text-sm font-semibold">
          {t('adminAnalytics.screen.period')}
          <select
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as (typeof ranges)[number])}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal focus:ring-2 focus:ring-amber-600/30 focus:outline-none"
          >
            {ranges.map((range) => (
              <option key={range} value={range}>
                {t('adminAnalytics.screen.lastDays', { count: range })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isPending ? <p role="status">{t('adminAnalytics.screen.loading')}</p> : null}
      {isFetching && !isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('adminAnalytics.screen.updating')}
        </p>
      ) : null}
      {error ? <StaffLoadError error={error} message={t('adminAnalytics.screen.error')} /> : null}
      {data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <ChartCard
              id="chart-per-day"
              title={t('adminAnalytics.charts.perDay', { count: days })}
              chart={<RegistrationsPerDayChart data={data.registrationsPerDay} />}
              columns={[
                t('adminAnalytics.columns.day'),
                t('adminAnalytics.columns.registrations'),
                t('adminAnalytics.columns.completed'),
              ]}
              rows={data.registrationsPerDay.map((row) => [
                format.shortDay(row.date),
                row.registrations,
                row.completed,
              ])}
            />
          </div>
          <ChartCard
            id="chart-reference"
            title={t('adminAnalytics.charts.reference')}
            chart={<ReferenceSourceChart data={data.byReferenceType} />}
            columns={[t('adminAnalytics.columns.source'), t('adminAnalytics.columns.registrations')]}
            rows={data.byReferenceType.map((row) => [labels.reference(row.referenceType), row.count])}
          />
          <ChartCard
            id="chart-package"
            title={t('adminAnalytics.charts.package')}
            chart={<PackageChart data={data.byPackage} />}
            columns={[
              t('adminAnalytics.columns.package'),
              t('adminAnalytics.columns.registrations'),
              t('adminAnalytics.columns.completed'),
            ]}
            rows={data.byPackage.map((row) => [
              labels.package(row.package),
              row.registrations,
              row.completed,
            ])}
          />
          <div className="lg:col-span-2">
            <ChartCard
              id="chart-method"
              title={t('adminAnalytics.charts.method')}
              chart={<PaymentMethodChart data={data.byPaymentMethod} />}
              columns={[
                t('adminAnalytics.columns.method'),
                t('adminAnalytics.columns.payments'),
                t('adminAnalytics.columns.revenue'),
              ]}
              rows={data.byPaymentMethod.map((row) => [
                labels.method(row.method),
                row.count,
                format.inr(row.revenue),
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
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminAnalytics.screen.title')} capability="registrations">
      <AnalyticsBody />
    </StaffShell>
  );
}
