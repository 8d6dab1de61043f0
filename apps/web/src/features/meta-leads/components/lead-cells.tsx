import type { LeadRow } from '@eventdesk/contracts/leads';
import { useTranslation } from 'react-i18next';
import { platformLabelKey } from '@/features/meta-leads/lib/lead-format';
import { telHref, whatsappHref } from '@/features/meta-leads/lib/lead-links';
import { useStaffFormat } from '@/lib/use-staff-format';

const linkClass =
  'inline-flex min-h-9 items-center justify-center rounded-md border px-2.5 py-1 text-xs font-semibold focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none min-[1340px]:px-2';

/** The number as it arrived, and one tap to call or to open a WhatsApp chat (E.164 behind both). */
export function PhoneCell({ lead }: { lead: LeadRow }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-w-0 gap-1.5">
      <span>{lead.phone}</span>
      <span className="flex flex-wrap gap-1.5">
        <a
          href={telHref(lead.phoneE164)}
          aria-label={t('metaLeads.row.callLabel', { name: lead.fullName })}
          className={`${linkClass} border-slate-900 bg-slate-900 text-white hover:bg-slate-700`}
        >
          {t('metaLeads.row.call')}
        </a>
        <a
          href={whatsappHref(lead.phoneE164)}
          target="_blank"
          rel="noreferrer"
          aria-label={t('metaLeads.row.whatsappLabel', { name: lead.fullName })}
          className={`${linkClass} border-green-700 bg-white text-green-900 hover:bg-green-50`}
        >
          {t('metaLeads.row.whatsapp')}
        </a>
      </span>
    </div>
  );
}

export function PlatformText({ platform }: { platform: string }) {
  const { t } = useTranslation();
  const key = platformLabelKey(platform);
  return <>{key ? t(key) : platform}</>;
}

/** `className` decides where it shows: beside the name on a card, in the Status column of the table. */
export function DueBadge({ due, className = '' }: { due: LeadRow['due']; className?: string }) {
  const { t } = useTranslation();
  if (!due) {
    return null;
  }
  return (
    <span
      className={`${className} rounded-full px-2 py-0.5 text-xs font-semibold ${
        due === 'overdue' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {due === 'overdue' ? t('metaLeads.row.overdue') : t('metaLeads.row.dueToday')}
    </span>
  );
}

/** The status, its follow-up date (and whether it has come) or its payment reference. */
export function StatusCell({ lead }: { lead: LeadRow }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <div className="grid min-w-0 justify-items-start gap-1">
      <span className="font-semibold">{t(`metaLeads.status.${lead.currentStatus}`)}</span>
      {lead.currentStatus === 'followup' && lead.followupDate ? (
        <span className="text-xs text-slate-700">
          {t('metaLeads.row.followupOn', { date: format.day(lead.followupDate) })}
        </span>
      ) : null}
      <DueBadge due={lead.due} className="hidden min-[1340px]:inline-block" />
      {lead.currentStatus === 'payment_done' && lead.referenceId ? (
        <span className="min-w-0 text-xs text-slate-700 [overflow-wrap:anywhere]">
          {t('metaLeads.row.reference', { reference: lead.referenceId })}
        </span>
      ) : null}
    </div>
  );
}

/** The caller, or Unassigned; a disabled caller's lead is marked for reassignment. */
export function CallerText({ lead }: { lead: LeadRow }) {
  const { t } = useTranslation();
  if (!lead.caller) {
    return <span className="text-slate-600">{t('metaLeads.row.unassigned')}</span>;
  }
  return (
    <span className="grid justify-items-start gap-1">
      <span className="min-w-0 [overflow-wrap:anywhere]">{lead.caller}</span>
      {lead.callerActive ? null : (
        <span className="inline-block rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
          {t('metaLeads.row.needsReassignment')}
        </span>
      )}
    </span>
  );
}
