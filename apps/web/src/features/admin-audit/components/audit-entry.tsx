import type { AuditEntryView } from '@eventdesk/contracts/common';
import { useTranslation } from 'react-i18next';
import { auditDiff, formatAuditValue } from '@/features/admin-audit/lib/audit-diff';
import { useStaffFormat } from '@/lib/use-staff-format';

/** One staff change: who, what, on which record, when, and the changed fields behind a toggle. */
export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const changes = auditDiff(entry.before, entry.after);

  return (
    <article className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 break-words">
          <span className="font-bold">{entry.actor}</span>{' '}
          <span className="font-mono text-sm">{entry.action}</span>{' '}
          <span className="text-slate-600">
            {t('adminAudit.entry.target', {
              target: entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType,
            })}
          </span>
        </p>
        <time dateTime={entry.at} className="text-sm text-slate-600">
          {format.preciseDateTime(entry.at)}
        </time>
      </div>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminAudit.entry.noChange')}</p>
      ) : (
        <details>
          <summary className="cursor-pointer rounded text-sm font-semibold text-amber-800 underline focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none">
            {t('adminAudit.entry.changed', { count: changes.length })}
          </summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full table-fixed text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="border-b border-slate-200 py-1 pr-3">
                    {t('adminAudit.entry.field')}
                  </th>
                  <th scope="col" className="border-b border-slate-200 py-1 pr-3">
                    {t('adminAudit.entry.before')}
                  </th>
                  <th scope="col" className="border-b border-slate-200 py-1 pr-3">
                    {t('adminAudit.entry.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.key} className="align-top">
                    <th scope="row" className="py-1 pr-3 font-mono font-normal [overflow-wrap:anywhere]">
                      {change.key}
                    </th>
                    <td className="py-1 pr-3 [overflow-wrap:anywhere] text-red-800">
                      {formatAuditValue(change.before)}
                    </td>
                    <td className="py-1 pr-3 [overflow-wrap:anywhere] text-emerald-800">
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
