import type { DashboardResponse } from '@eventdesk/contracts/registration';
import { formatCount, formatDay, formatInr } from '@/features/admin-dashboard/lib/format';

type Week = DashboardResponse['completedTimeline'][number];

/** Completed payments per week, bars scaled to the busiest week (computed on the server, not illustrative). */
export function CompletedTimeline({ weeks }: { weeks: Week[] }) {
  const busiest = Math.max(1, ...weeks.map((week) => week.count));

  return (
    <section
      aria-labelledby="completed-timeline"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="completed-timeline" className="font-semibold">
        Completed payments by week
      </h2>
      {weeks.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No completed payments yet.</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {weeks.map((week) => (
            <li
              key={week.weekStart}
              className="grid grid-cols-[6.5rem_1fr] items-center gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[7rem_1fr_9rem]"
            >
              <span className="text-slate-600">{formatDay(week.weekStart)}</span>
              <span aria-hidden="true" className="h-3 rounded-full bg-slate-100">
                <span
                  className="block h-3 rounded-full bg-emerald-600"
                  style={{ width: `${(week.count / busiest) * 100}%` }}
                />
              </span>
              <span className="col-start-2 sm:col-start-3 sm:text-right" data-testid="timeline-week">
                {formatCount(week.count)} · {formatInr(week.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
