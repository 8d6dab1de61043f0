import { useTranslation } from 'react-i18next';
import type { RoadshowFormatters } from '@/features/roadshow/format-roadshow';
import type { RoadshowSessionView } from '@/features/roadshow/roadshow-schedule';

type DetailsProps = { sessions: RoadshowSessionView[]; format: RoadshowFormatters };

export function SessionDetailsCard({ sessions, format }: DetailsProps) {
  const { t } = useTranslation();
  const first = sessions[0];
  if (!first) {
    return null;
  }
  const rows = [
    { label: t('roadshow.details.dayLabel'), value: format.weekday(first.startsAt) },
    { label: t('roadshow.details.timeLabel'), value: format.timeRange(first.startsAt, first.endsAt) },
    { label: t('roadshow.details.formatLabel'), value: t('roadshow.details.formatValue') },
    {
      label: t('roadshow.details.weeksLabel'),
      value: t('roadshow.details.weeksValue', {
        weeks: sessions.length,
        start: format.longDate(first.startsAt),
      }),
    },
    { label: t('roadshow.details.recordingsLabel'), value: t('roadshow.details.recordingsValue') },
  ];

  return (
    <section
      aria-labelledby="session-details-title"
      data-testid="session-details"
      className="rounded-xl border border-amber-200 bg-amber-50 p-5"
    >
      <h2 id="session-details-title" className="text-xl font-bold text-slate-900">
        {t('roadshow.details.title')}
      </h2>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-sm font-medium text-slate-700">{row.label}</dt>
            <dd className="font-semibold text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
