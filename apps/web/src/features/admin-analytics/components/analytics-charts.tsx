import type { AnalyticsResponse } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { analyticsLabels } from '@/features/admin-analytics/components/labels';
import { useStaffFormat } from '@/lib/use-staff-format';

// recharts is large: this module is imported lazily by the Analytics screen only, never by another staff screen.

const axisProps = { tick: { fontSize: 12, fill: '#334155' }, stroke: '#94a3b8' };

export function RegistrationsPerDayChart({ data }: { data: AnalyticsResponse['registrationsPerDay'] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis
          dataKey="date"
          tickFormatter={(value: string) => format.shortDay(value)}
          minTickGap={24}
          {...axisProps}
        />
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip labelFormatter={(label) => format.shortDay(String(label))} />
        <Legend />
        <Line
          type="monotone"
          dataKey="registrations"
          name={t('adminAnalytics.columns.registrations')}
          stroke="#0f172a"
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="completed"
          name={t('adminAnalytics.columns.completed')}
          stroke="#047857"
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function ReferenceSourceChart({ data }: { data: AnalyticsResponse['byReferenceType'] }) {
  const { t } = useTranslation();
  const labels = analyticsLabels(t);
  const rows = data.map((row) => ({ ...row, label: labels.reference(row.referenceType) }));
  // Room for the longest name: Tamil names are longer than English ones and would be cut at the left edge.
  const labelWidth = Math.min(
    140,
    Math.max(60, 16 + 7 * Math.max(0, ...rows.map((row) => row.label.length))),
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis type="number" allowDecimals={false} {...axisProps} />
        <YAxis type="category" dataKey="label" width={labelWidth} {...axisProps} />
        <Tooltip />
        <Bar dataKey="count" name={t('adminAnalytics.columns.registrations')} fill="#b45309" />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function PackageChart({ data }: { data: AnalyticsResponse['byPackage'] }) {
  const { t } = useTranslation();
  const labels = analyticsLabels(t);
  const rows = data.map((row) => ({ ...row, label: labels.package(row.package) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" {...axisProps} />
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip />
        <Legend />
        <Bar dataKey="registrations" name={t('adminAnalytics.columns.registrations')} fill="#0369a1" />
        <Bar dataKey="completed" name={t('adminAnalytics.columns.completed')} fill="#047857" />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function PaymentMethodChart({ data }: { data: AnalyticsResponse['byPaymentMethod'] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const labels = analyticsLabels(t);
  const rows = data.map((row) => ({ ...row, label: labels.method(row.method) }));
  const revenueName = t('adminAnalytics.columns.revenue');
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" {...axisProps} />
        <YAxis yAxisId="count" allowDecimals={false} {...axisProps} />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          tickFormatter={(value: number) => format.inr(value)}
          width={80}
          {...axisProps}
        />
        <Tooltip formatter={(value, name) => (name === revenueName ? format.inr(Number(value)) : value)} />
        <Legend />
        <Bar yAxisId="count" dataKey="count" name={t('adminAnalytics.columns.payments')} fill="#0f172a" />
        <Bar yAxisId="revenue" dataKey="revenue" name={revenueName} fill="#b45309" />
      </BarChart>
    </ResponsiveContainer>
  );
}
