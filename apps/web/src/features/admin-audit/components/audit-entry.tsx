import type { AuditEntryView } from '@eventdesk/contracts/common';
import { auditDiff, formatAuditValue } from '@/features/admin-audit/lib/audit-diff';

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** One staff change: who, what, on which record, when, and the changed fields behind a toggle. */
export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const changes = auditDiff(entry.before, entry.after);

  return (
    <article className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 break-words">
          <span className="font-bold">{entry.actor}</span>{' '}
          <span className="font-mono text-sm">{entry.action}</span>{' '}
          <span className="text-slate-600">
            on {entry.targetType}
            {entry.targetId ? ` #${entry.targetId}` : ''}
          </span>
        </p>
        <time dateTime={entry.at} className="text-sm text-slate-600">
          {when.format(new Date(entry.at))}
        </time>
      </div>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600">No field changed.</p>
      ) : (
        <details>
          <summary className="cursor-pointer rounded text-sm font-semibold text-amber-800 underline focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none">
            {changes.length === 1 ? '1 field changed' : `${changes.length} fields changed`}
          </summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="border-b border-slate-200 py-1 pr-3">
                    Field
                  </th>
                  <th scope="col" className="border-b border-slate-200 py-1 pr-3">
                    Before
                  </th>
                  <th scope="col" className="border-b border-slate-200 py-1 pr-3">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.key} className="align-top">
                    <th scope="row" className="py-1 pr-3 font-mono font-normal">
                      {change.key}
                    </th>
                    <td className="max-w-xs py-1 pr-3 break-words text-red-800">
                      {formatAuditValue(change.before)}
                    </td>
                    <td className="max-w-xs py-1 pr-3 break-words text-emerald-800">
                      {formatAuditValue(change.after)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </article>
  );
}
