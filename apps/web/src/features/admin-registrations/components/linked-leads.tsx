import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLinkedLeads } from '@/features/admin-registrations/api/get-linked-leads';

/** The sales leads linked to this registration (a caller entered its id or ref as the payment reference). */
export function LinkedLeads({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation();
  const { data, error } = useLinkedLeads(registrationId);
  if (error) {
    return <p className="text-sm text-slate-600">{t('adminRegistrations.linkedLeads.loadError')}</p>;
  }
  if (!data?.leads.length) {
    return null;
  }
  return (
    <section aria-labelledby="linked-leads-title" className="mb-4 rounded-lg bg-slate-50 p-3 text-sm">
      <h3 id="linked-leads-title" className="font-bold">
        {t('adminRegistrations.linkedLeads.title')}
      </h3>
      <ul className="mt-1 grid gap-1">
        {data.leads.map((lead) => (
          <li key={lead.id} className="[overflow-wrap:anywhere]">
            <Link
              to={paths.admin.metaLeads.getHref({ search: lead.fullName })}
              className="font-semibold underline underline-offset-2 hover:text-slate-700"
            >
              {lead.fullName}
            </Link>{' '}
            · {lead.status.replace(/_/g, ' ')} ·{' '}
            {lead.caller ?? t('adminRegistrations.linkedLeads.unassigned')}
          </li>
        ))}
      </ul>
    </section>
  );
}
