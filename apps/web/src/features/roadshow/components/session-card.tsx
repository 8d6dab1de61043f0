import { useTranslation } from 'react-i18next';
import type { RoadshowFormatters } from '@/features/roadshow/format-roadshow';
import type { RoadshowSessionView, SessionStatus } from '@/features/roadshow/roadshow-schedule';
import { currentLanguage } from '@/lib/i18n';

const statusStyle: Record<SessionStatus, { labelKey: string; badge: string; card: string }> = {
  completed: {
    labelKey: 'roadshow.sessions.statusCompleted',
    badge: 'bg-emerald-100 text-emerald-900',
    card: 'border-slate-200',
  },
  upcoming: {
    labelKey: 'roadshow.sessions.statusUpcoming',
    badge: 'bg-amber-100 text-amber-900',
    card: 'border-amber-500 ring-2 ring-amber-200',
  },
  scheduled: {
    labelKey: 'roadshow.sessions.statusScheduled',
    badge: 'bg-slate-100 text-slate-800',
    card: 'border-slate-200',
  },
};

type SessionCardProps = { session: RoadshowSessionView; format: RoadshowFormatters };

export function SessionCard({ session, format }: SessionCardProps) {
  const { t } = useTranslation();
  const style = statusStyle[session.status];
  const title =
    session.title?.[currentLanguage()] ?? t('roadshow.sessions.defaultTitle', { week: session.week });

  return (
    <li
      data-testid={`roadshow-session-${session.week}`}
      data-status={session.status}
      className={`rounded-xl border bg-white p-4 ${style.card}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-amber-800">
          {t('roadshow.sessions.week', { week: session.week })}
        </p>
        <span
          data-testid="session-status"
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${style.badge}`}
        >
          {t(style.labelKey)}
        </span>
      </div>
      <h3 className="mt-2 text-lg font-semibold break-words text-slate-900">{title}</h3>
      <p className="mt-1 text-slate-700">
        <time dateTime={session.startsAt.toISOString()}>{format.day(session.startsAt)}</time>
        {' · '}
        {format.timeRange(session.startsAt, session.endsAt)}
      </p>
      <p className="mt-2 text-slate-700">
        <span className="font-medium text-slate-900">{t('roadshow.sessions.speakerLabel')}: </span>
        <span data-testid="session-speaker">{session.speaker ?? t('roadshow.sessions.yetToSchedule')}</span>
      </p>
      {session.recordingUrl ? (
        <a
          href={session.recordingUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="session-recording"
          className="mt-3 inline-block font-semibold text-amber-800 underline underline-offset-2 hover:text-amber-900"
        >
          {t('roadshow.sessions.recording')}
          <span className="sr-only">
            {' '}
            {t('roadshow.sessions.week', { week: session.week })} {t('roadshow.sessions.newTab')}
          </span>
        </a>
      ) : null}
    </li>
  );
}
