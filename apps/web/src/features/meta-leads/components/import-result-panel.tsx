import type { LeadImportResult, LeadRowIssue } from '@eventdesk/contracts/leads';
import { useTranslation } from 'react-i18next';
import { UndoImportButton } from '@/features/meta-leads/components/undo-import-button';
import { useStaffFormat } from '@/lib/use-staff-format';

type ImportResultPanelProps = { result: LeadImportResult; fileName: string; onClose: () => void };

function IssueList({
  title,
  issues,
  count,
  testId,
}: {
  title: string;
  issues: LeadRowIssue[];
  count: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  if (count === 0) {
    return null;
  }
  return (
    <section className="min-w-0">
      <h4 className="text-sm font-bold">
        {title} ({format.count(count)})
      </h4>
      <ul
        className="mt-1 max-h-40 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 text-sm"
        data-testid={testId}
      >
        {issues.map((issue, index) => (
          <li key={`${issue.row}-${index}`} className="[overflow-wrap:anywhere]">
            {t('metaLeads.result.row', { row: issue.row, reason: issue.reason })}
          </li>
        ))}
      </ul>
      {issues.length < count ? (
        <p className="mt-1 text-xs text-slate-600">
          {t('metaLeads.result.listedOf', { listed: issues.length, count: format.count(count) })}
        </p>
      ) : null}
    </section>
  );
}

function AssignmentSummary({ assignment }: { assignment: LeadImportResult['assignment'] }) {
  const { t } = useTranslation();
  const callers = assignment.callers
    .map((caller) => t('metaLeads.result.callerCount', { username: caller.username, count: caller.count }))
    .join(', ');
  return (
    <div className="text-sm text-slate-800">
      {assignment.mode === 'round_robin' && callers ? (
        <p>{t('metaLeads.result.roundRobin', { callers })}</p>
      ) : null}
      {assignment.mode === 'caller' && callers ? <p>{t('metaLeads.result.oneCaller', { callers })}</p> : null}
      {assignment.mode === 'unassigned' ? <p>{t('metaLeads.result.unassigned')}</p> : null}
      {assignment.note ? <p className="font-semibold text-amber-900">{assignment.note}</p> : null}
    </div>
  );
}

/** What the upload did: the counts, every listed row issue with its reason, who got the leads, and an undo. */
export function ImportResultPanel({ result, fileName, onClose }: ImportResultPanelProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const counts = [
    { key: 'imported', label: t('metaLeads.result.imported'), value: result.successCount },
    { key: 'errors', label: t('metaLeads.result.errors'), value: result.errorCount },
    { key: 'duplicates', label: t('metaLeads.result.duplicates'), value: result.duplicateCount },
    { key: 'skipped', label: t('metaLeads.result.skipped'), value: result.skippedCount },
  ];

  return (
    <section
      aria-labelledby="lead-import-result-title"
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      data-testid="lead-import-result"
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <h3 id="lead-import-result-title" className="font-bold">
          {t('metaLeads.result.title')}
        </h3>
        <span className="min-w-0 text-sm text-slate-600 [overflow-wrap:anywhere]">{fileName}</span>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map((count) => (
          <div key={count.key} className="rounded-lg bg-white p-2 shadow-sm">
            <dt className="text-xs font-semibold text-slate-600">{count.label}</dt>
            <dd className="text-xl font-bold" data-testid={`lead-import-count-${count.key}`}>
              {format.count(count.value)}
            </dd>
          </div>
        ))}
      </dl>
      <AssignmentSummary assignment={result.assignment} />
      {result.extraColumns.length ? (
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {t('metaLeads.result.extraColumns', { columns: result.extraColumns.join(', ') })}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-3">
        <IssueList
          title={t('metaLeads.result.errorsList')}
          issues={result.errors}
          count={result.errorCount}
          testId="lead-import-errors"
        />
        <IssueList
          title={t('metaLeads.result.duplicatesList')}
          issues={result.duplicates}
          count={result.duplicateCount}
          testId="lead-import-duplicates"
        />
        <IssueList
          title={t('metaLeads.result.skippedList')}
          issues={result.skipped}
          count={result.skippedCount}
          testId="lead-import-skipped"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {result.successCount > 0 ? (
          <UndoImportButton importId={result.importId} name={fileName} label={t('metaLeads.result.undo')} />
        ) : null}
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
        >
          {t('metaLeads.result.close')}
        </button>
      </div>
    </section>
  );
}
