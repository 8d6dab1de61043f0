import type { AttendanceStats } from '@eventdesk/contracts/attendance';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';

type StatsCardsProps = { stats: AttendanceStats | undefined };

/** Total Registered, Attended, Pending, Attendance Rate: two per row on a phone, four on a laptop. */
export function StatsCards({ stats }: StatsCardsProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(intlLocale(i18n.resolvedLanguage), { maximumFractionDigits: 1 });
  const cards = [
    {
      key: 'total',
      label: t('checkIn.stats.total'),
      value: stats && number.format(stats.total),
      tone: 'text-slate-900',
    },
    {
      key: 'attended',
      label: t('checkIn.stats.attended'),
      value: stats && number.format(stats.attended),
      tone: 'text-green-800',
    },
    {
      key: 'pending',
      label: t('checkIn.stats.pending'),
      value: stats && number.format(stats.pending),
      tone: 'text-amber-800',
    },
    {
      key: 'rate',
      label: t('checkIn.stats.rate'),
      value: stats && `${number.format(stats.attendanceRate)}%`,
      tone: 'text-blue-800',
    },
  ];

  return (
    <section aria-label={t('checkIn.stats.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.key} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
            <dt className="text-sm text-slate-600">{card.label}</dt>
            <dd className={`mt-1 text-2xl font-bold ${card.tone}`} data-testid={`stat-${card.key}`}>
              {card.value ?? '–'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
