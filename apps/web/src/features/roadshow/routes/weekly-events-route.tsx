import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/layouts/page-shell';
import { RoadshowHero } from '@/features/roadshow/components/roadshow-hero';
import { RoadshowInfoCards } from '@/features/roadshow/components/roadshow-info-cards';
import { RoadshowRegister } from '@/features/roadshow/components/roadshow-register';
import { SessionCard } from '@/features/roadshow/components/session-card';
import { SessionDetailsCard } from '@/features/roadshow/components/session-details-card';
import { roadshowFormatters } from '@/features/roadshow/format-roadshow';
import { roadshowNow } from '@/features/roadshow/roadshow-now';
import { DEFAULT_ROADSHOW_TIME_ZONE, roadshowSchedule } from '@/features/roadshow/roadshow-schedule';
import { zonedInstant } from '@/features/roadshow/zoned-time';
import { intlLocale } from '@/lib/i18n';
import { usePublicSettings } from '@/lib/public-settings';

export function WeeklyEventsRoute() {
  const { t, i18n } = useTranslation();
  const settings = usePublicSettings();
  const timeZone = settings.data?.event.timeZone ?? DEFAULT_ROADSHOW_TIME_ZONE;
  const locale = intlLocale(i18n.resolvedLanguage);
  const format = roadshowFormatters(locale, timeZone);
  // The fifteen sessions arrive after the first paint: render them as low-priority work the browser can
  // interrupt, instead of one long task that blocks input.
  const roadshow = useDeferredValue(settings.data?.roadshow);
  const sessions = useMemo(
    () => (roadshow ? roadshowSchedule(roadshow, roadshowNow(), timeZone) : undefined),
    [roadshow, timeZone],
  );
  const eventDate = settings.data
    ? format.longDate(zonedInstant(settings.data.event.date, settings.data.event.startTime, timeZone))
    : undefined;

  return (
    <PageShell title={t('roadshow.hero.title')}>
      <RoadshowHero />
      <RoadshowInfoCards sessions={sessions} format={format} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-12 lg:grid-cols-3">
        <section aria-labelledby="roadshow-sessions-title" className="lg:col-span-2">
          <h2 id="roadshow-sessions-title" className="text-2xl font-bold text-slate-900">
            {t('roadshow.sessions.title')}
          </h2>
          {sessions ? (
            <ol data-testid="roadshow-sessions" className="mt-4 space-y-4">
              {sessions.map((session) => (
                <SessionCard key={session.week} session={session} format={format} />
              ))}
            </ol>
          ) : settings.isError ? (
            <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
              <p>{t('roadshow.sessions.error')}</p>
              <button
                type="button"
                onClick={() => void settings.refetch()}
                className="mt-3 rounded-lg border border-red-300 bg-white px-4 py-2 font-semibold hover:bg-red-100"
              >
                {t('roadshow.sessions.retry')}
              </button>
            </div>
          ) : (
            <p role="status" className="mt-4 text-slate-700">
              {t('roadshow.sessions.loading')}
            </p>
          )}
        </section>
        <div className="lg:sticky lg:top-4 lg:self-start">
          {sessions ? <SessionDetailsCard sessions={sessions} format={format} /> : null}
        </div>
      </div>
      <RoadshowRegister eventDate={eventDate} />
    </PageShell>
  );
}
