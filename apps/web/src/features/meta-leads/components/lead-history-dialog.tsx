import type { LeadHistoryEntry, LeadRow } from '@eventdesk/contracts/leads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useLeadHistory } from '@/features/meta-leads/api/lead-history';
import { LEAD_NOTE_PREVIEW_CHARS } from '@/features/meta-leads/lib/lead-format';
import { useStaffFormat } from '@/lib/use-staff-format';

/** A note cut at 20 characters (spec admin §2) with the full text one tap away. */
export function NotePreview({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chars = [...text];
  const long = chars.length > LEAD_NOTE_PREVIEW_CHARS;
  const shown = open || !long ? text : `${chars.slice(0, LEAD_NOTE_PREVIEW_CHARS).join('')}…`;

  return (
    <p className="mt-1 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap">
      {label ? <span className="font-semibold">{label} </span> : null}
      <span data-testid="lead-history-note">{shown}</span>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="ml-1 rounded text-xs font-semibold text-sky-800 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
        >
          {open ? t('metaLeads.history.less') : t('metaLeads.history.more')}
        </button>
      ) : null}
    </p>
  );
}

function HistoryEntry({ entry, current }: { entry: LeadHistoryEntry; current: boolean }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <li className="rounded-lg border border-slate-200 p-2.5" data-testid="lead-history-entry">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-semibold">{t(`metaLeads.status.${entry.status}`)}</span>
        {current ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
            {t('metaLeads.history.current')}
          </span>
        ) : null}
        <span className="ml-auto text-xs text-slate-600">{format.dateTime(entry.updatedAt)}</span>
      </div>
      {entry.followupDate ? (
        <p className="text-xs text-slate-700">
          {t('metaLeads.history.followupOn', { date: format.day(entry.followupDate) })}
        </p>
      ) : null}
      {entry.referenceId ? (
        <p className="text-xs text-slate-700">
          {t('metaLeads.history.reference', { reference: entry.referenceId })}
        </p>
      ) : null}
      {entry.notes ? <NotePreview text={entry.notes} /> : null}
      {entry.businessNotes ? (
        <NotePreview text={entry.businessNotes} label={t('metaLeads.history.businessNotes')} />
      ) : null}
      <p className="mt-1 text-xs text-slate-600">{t('metaLeads.history.by', { user: entry.updatedBy })}</p>
    </li>
  );
}

type LeadHistoryDialogProps = { lead: Pick<LeadRow, 'id' | 'fullName'>; onClose: () => void };

/** Spec admin §2 lead history: newest first, the newest marked Current, the list scrolling at 8rem. */
export function LeadHistoryDialog({ lead, onClose }: LeadHistoryDialogProps) {
  const { t } = useTranslation();
  const { data, error, isPending } = useLeadHistory(lead.id);
  // Kept in the server's order, newest first: it is the commit order, which decides the current status even when
  // two changes carry the same time.
  const entries = data?.history ?? [];

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('metaLeads.history.title')}
      description={lead.fullName}
      closeLabel={t('metaLeads.dialog.close')}
    >
      {isPending ? <p role="status">{t('metaLeads.history.loading')}</p> : null}
      {error ? (
        <p role="alert" className="text-red-800">
          {t('metaLeads.history.error')}
        </p>
      ) : null}
      {data && entries.length === 0 ? <p className="text-slate-600">{t('metaLeads.history.empty')}</p> : null}
      {entries.length ? (
        <ol className="grid max-h-32 gap-2 overflow-y-auto pr-1" data-testid="lead-history-list">
          {entries.map((entry, index) => (
            <HistoryEntry key={entry.id} entry={entry} current={index === 0} />
          ))}
        </ol>
      ) : null}
    </Dialog>
  );
}
