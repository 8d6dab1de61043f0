import type { AnalyticsResponse } from '@eventdesk/contracts/registration';
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
import {
  formatDay,
  formatInr,
  methodLabel,
  packageLabel,
  referenceLabel,
} from '@/features/admin-analytics/components/labels';

// recharts is large: this module is imported lazily by the Analytics screen only, never by another staff screen.

const axisProps = { tick: { fontSize: 12, fill: '#334155' }, stroke: '#94a3b8' };

export function RegistrationsPerDayChart({ data }: { data: AnalyticsResponse['registrationsPerDay'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...axisProps} />
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip labelFormatter={(label) => formatDay(String(label))} />
        <Legend />
        <Line type="monotone" dataKey="registrations" name="Registrations" stroke="#0f172a" dot={false} />
        <Line type="monotone" dataKey="completed" name="Completed" stroke="#047857" dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function ReferenceSourceChart({ data }: { data: AnalyticsResponse['byReferenceType'] }) {
  const rows = data.map((row) => ({ ...row, label: referenceLabel(row.referenceType) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis type="number" allowDecimals={false} {...axisProps} />
        <YAxis type="category" dataKey="label" width={90} {...axisProps} />
        <Tooltip />
        <Bar dataKey="count" name="Registrations" fill="#b45309" />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function PackageChart({ data }: { data: AnalyticsResponse['byPackage'] }) {
  const rows = data.map((row) => ({ ...row, label: packageLabel[row.package] }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" {...axisProps} />
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip />
        <Legend />
        <Bar dataKey="registrations" name="Registrations" fill="#0369a1" />
        <Bar dataKey="completed" name="Completed" fill="#047857" />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function PaymentMethodChart({ data }: { data: AnalyticsResponse['byPaymentMethod'] }) {
  const rows = data.map((row) => ({ ...row, label: methodLabel[row.method] }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" {...axisProps} />
        <YAxis yAxisId="count" allowDecimals={false} {...axisProps} />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          tickFormatter={(value: number) => formatInr(value)}
          width={80}
          {...axisProps}
        />
        <Tooltip formatter={(value, name) => (name === 'Revenue' ? formatInr(Number(value)) : value)} />
        <Legend />
        <Bar yAxisId="count" dataKey="count" name="Payments" fill="#0f172a" />
        <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill="#b45309" />
      </BarChart>
    </ResponsiveContainer>
  );
}
