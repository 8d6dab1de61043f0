import { useTranslation } from 'react-i18next';
import { useLeadImports } from '@/features/meta-leads/api/lead-imports';
import { UndoImportButton } from '@/features/meta-leads/components/undo-import-button';
import { useStaffFormat } from '@/lib/use-staff-format';

/** The latest import batches shown; older ones stay in the audit log. */
const SHOWN_IMPORTS = 10;

/** Recent import batches (files and Meta's live leads) with who, when, the counts and an undo for each. */
export function RecentImports() {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const { data, error, isPending } = useLeadImports();
  const imports = data?.imports.slice(0, SHOWN_IMPORTS) ?? [];

  return (
    <section aria-labelledby="lead-recent-imports-title" className="grid gap-2">
      <h3 id="lead-recent-imports-title" className="font-bold">
        {t('metaLeads.imports.title')}
      </h3>
      {isPending ? (
        <p role="status" className="text-sm">
          {t('metaLeads.imports.loading')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {t('metaLeads.imports.error')}
        </p>
      ) : null}
      {data && imports.length === 0 ? (
        <p className="text-sm text-slate-600">{t('metaLeads.imports.empty')}</p>
      ) : null}
      {imports.length ? (
        <ul className="grid max-h-64 gap-2 overflow-y-auto" data-testid="lead-recent-imports">
          {imports.map((batch) => {
            const name = batch.source === 'webhook' ? t('metaLeads.imports.webhook') : batch.fileName;
            return (
              <li
                key={batch.id}
                className="grid gap-1 rounded-lg border border-slate-200 bg-white p-2 text-sm"
              >
                <span className="font-semibold [overflow-wrap:anywhere]">{name}</span>
                <span className="text-xs text-slate-600">
                  {t('metaLeads.imports.by', {
                    user: batch.uploadedBy,
                    date: format.dateTime(batch.uploadedAt),
                  })}
                </span>
                <span className="text-xs text-slate-800">
                  {t('metaLeads.imports.summary', {
                    imported: format.count(batch.successCount),
                    errors: format.count(batch.errorCount),
                    duplicates: format.count(batch.duplicateCount),
                    skipped: format.count(batch.skippedCount),
                  })}
                </span>
                {batch.undoneAt ? (
                  <span className="text-xs font-semibold text-slate-700">
                    {t('metaLeads.imports.undone', {
                      user: batch.undoneBy ?? '—',
                      date: format.dateTime(batch.undoneAt),
                    })}
                    {batch.undoRemoved !== null && batch.undoKept !== null
                      ? ` · ${t('metaLeads.imports.undoneCounts', {
                          removed: format.count(batch.undoRemoved),
                          kept: format.count(batch.undoKept),
                        })}`
                      : null}
                  </span>
                ) : (
                  <span>
                    <UndoImportButton importId={batch.id} name={name} label={t('metaLeads.imports.undo')} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
