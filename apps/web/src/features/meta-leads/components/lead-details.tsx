import type { LeadRow } from '@eventdesk/contracts/leads';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PlatformText } from '@/features/meta-leads/components/lead-cells';
import { useStaffFormat } from '@/lib/use-staff-format';

/** The registrations list searched by the lead's number (it matches phones without +91, spaces or a leading 0). */
function registrationSearchHref(lead: LeadRow): string {
  const digits = lead.phoneE164.replace(/\D/g, '');
  return paths.admin.registrations.getHref({ search: digits.startsWith('91') ? digits.slice(2) : digits });
}

/**
 * The linked registration: its number and the way to it for staff who manage registrations, only "paid" for a
 * caller (the server sends the id only to the former).
 */
function RegistrationLink({ lead }: { lead: LeadRow }) {
  const { t } = useTranslation();
  const link = lead.registrationLink;
  if (!link) {
    return null;
  }
  if (link.registrationId !== null) {
    return (
      <Link
        to={registrationSearchHref(lead)}
        className="font-semibold text-slate-900 underline underline-offset-2 hover:text-slate-700"
      >
        {t('metaLeads.details.linkedRegistration', { id: link.registrationId })}
      </Link>
    );
  }
  return <span>{link.paid ? t('metaLeads.details.linkedPaid') : t('metaLeads.details.linkedUnpaid')}</span>;
}

/** Who the lead is, where it came from and what they answered on the form (every extra column of the file). */
export function LeadDetails({ lead }: { lead: LeadRow }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const rows: [string, ReactNode][] = [
    [t('metaLeads.details.phone'), lead.phone],
    [t('metaLeads.details.email'), lead.email],
    [t('metaLeads.details.city'), lead.city],
    [t('metaLeads.details.business'), lead.businessName],
    [t('metaLeads.details.platform'), <PlatformText key="platform" platform={lead.platform} />],
    [t('metaLeads.details.ad'), lead.adName],
    [t('metaLeads.details.campaign'), lead.campaignName],
    [t('metaLeads.details.form'), lead.formName],
    [t('metaLeads.details.businessStatus'), lead.currentBusinessStatus],
    [t('metaLeads.details.challenge'), lead.biggestBusinessChallenge],
    [t('metaLeads.details.caller'), lead.caller ?? t('metaLeads.row.unassigned')],
    [t('metaLeads.details.created'), lead.createdTime ? format.dateTime(lead.createdTime) : null],
    [t('metaLeads.details.imported'), format.dateTime(lead.importedAt)],
    [t('metaLeads.details.lastNote'), lead.notes],
    [
      t('metaLeads.details.registration'),
      lead.registrationLink ? <RegistrationLink key="link" lead={lead} /> : null,
    ],
  ];

  return (
    <section aria-label={t('metaLeads.details.title')} className="grid gap-3">
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-600">{label}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
      </dl>
      {lead.formAnswers.length ? (
        <div>
          <h3 className="text-sm font-bold">{t('metaLeads.details.answers')}</h3>
          <dl className="mt-1 grid gap-2 text-sm" data-testid="lead-form-answers">
            {lead.formAnswers.map((answer, index) => (
              <div key={`${answer.question}-${index}`} className="rounded-lg bg-slate-50 p-2">
                <dt className="font-semibold text-slate-700 [overflow-wrap:anywhere]">{answer.question}</dt>
                <dd className="[overflow-wrap:anywhere] whitespace-pre-wrap">{answer.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
