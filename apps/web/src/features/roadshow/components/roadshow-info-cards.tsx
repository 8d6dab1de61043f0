import { useTranslation } from 'react-i18next';
import type { RoadshowFormatters } from '@/features/roadshow/format-roadshow';
import type { RoadshowSessionView } from '@/features/roadshow/roadshow-schedule';

type InfoCardsProps = { sessions: RoadshowSessionView[] | undefined; format: RoadshowFormatters };

export function RoadshowInfoCards({ sessions, format }: InfoCardsProps) {
  const { t } = useTranslation();
  const first = sessions?.[0];
  const cards = [
    {
      title: t('roadshow.info.scheduleTitle'),
      // Empty until the settings arrive; the card keeps its height (min-h) so nothing below moves.
      body: first
        ? t('roadshow.info.scheduleBody', {
            weekday: format.weekday(first.startsAt),
            time: format.timeRange(first.startsAt, first.endsAt),
            weeks: sessions.length,
            start: format.longDate(first.startsAt),
          })
        : '',
    },
    { title: t('roadshow.info.onlineTitle'), body: t('roadshow.info.onlineBody') },
    { title: t('roadshow.info.recordingsTitle'), body: t('roadshow.info.recordingsBody') },
  ];

  return (
    <section aria-labelledby="roadshow-info-title" className="mx-auto max-w-5xl px-4 py-8">
      <h2 id="roadshow-info-title" className="sr-only">
        {t('roadshow.info.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 min-h-12 text-slate-700">{card.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
