import type { DashboardResponse } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { useStaffFormat } from '@/lib/use-staff-format';

type Week = DashboardResponse['completedTimeline'][number];

/** Completed payments per week, bars scaled to the busiest week (computed on the server, not illustrative). */
export function CompletedTimeline({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const busiest = Math.max(1, ...weeks.map((week) => week.count));

  return (
    <section
      aria-labelledby="completed-timeline"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="completed-timeline" className="font-semibold">
        {t('adminDashboard.timeline.title')}
      </h2>
      {weeks.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('adminDashboard.timeline.none')}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {weeks.map((week) => (
            <li
              key={week.weekStart}
              className="grid grid-cols-[6.5rem_1fr] items-center gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[7rem_1fr_9rem]"
            >
              <span className="text-slate-600">{format.day(week.weekStart)}</span>
              <span aria-hidden="true" className="h-3 rounded-full bg-slate-100">
                <span
                  className="block h-3 rounded-full bg-emerald-600"
                  style={{ width: `${(week.count / busiest) * 100}%` }}
                />
              </span>
              <span className="col-start-2 sm:col-start-3 sm:text-right" data-testid="timeline-week">
                {format.count(week.count)} · {format.inr(week.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
