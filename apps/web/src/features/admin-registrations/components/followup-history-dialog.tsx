import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useFollowupHistory } from '@/features/admin-registrations/api/followups';
import { useStatusLabels } from '@/features/admin-registrations/format';
import { useStaffFormat } from '@/lib/use-staff-format';

type FollowupHistoryDialogProps = {
  row: Pick<AdminRegistrationRow, 'id' | 'fullName'>;
  onClose: () => void;
};

/** Every follow-up change of one registration, newest first: status, notes, by whom, when. */
export function FollowupHistoryDialog({ row, onClose }: FollowupHistoryDialogProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const labels = useStatusLabels();
  const { data, error, isPending } = useFollowupHistory(row.id);
  // The server sends newest first; sorting again keeps that true whatever the source.
  const entries = data ? [...data].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) : [];

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adminRegistrations.history.title')}
      description={t('adminRegistrations.dialog.who', { name: row.fullName, id: row.id })}
      closeLabel={t('adminRegistrations.dialog.close')}
    >
      {isPending ? <p role="status">{t('adminRegistrations.list.loading')}</p> : null}
      {error ? (
        <p role="alert" className="text-red-800">
          {t('adminRegistrations.list.loadError')}
        </p>
      ) : null}
      {data && entries.length === 0 ? (
        <p className="text-slate-600">{t('adminRegistrations.history.empty')}</p>
      ) : null}
      {entries.length ? (
        <ol className="grid gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{labels.followup(entry.status)}</span>
                <span className="text-xs text-slate-600">{format.dateTime(entry.updatedAt)}</span>
              </div>
              {entry.notes ? (
                <p className="mt-1 text-sm break-words whitespace-pre-wrap">{entry.notes}</p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">
                {t('adminRegistrations.history.updatedBy', { by: entry.updatedBy })}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </Dialog>
  );
}
