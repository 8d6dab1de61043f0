import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const linkClass =
  'block rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold break-words hover:border-amber-600 hover:bg-amber-50 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

/** Quick actions: the registrations list pre-filtered on the server, follow-ups and the export. */
export function QuickActions({ onExport, exporting }: { onExport: () => void; exporting: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="font-semibold">
        {t('adminDashboard.quickActions.title')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <li>
          <Link to={paths.admin.registrations.getHref()} className={linkClass}>
            {t('adminDashboard.quickActions.all')}
          </Link>
        </li>
        <li>
          <Link to={paths.admin.registrations.getHref({ paymentStatus: 'pending' })} className={linkClass}>
            {t('adminDashboard.quickActions.pending')}
          </Link>
        </li>
        <li>
          <Link to={paths.admin.registrations.getHref({ paymentStatus: 'completed' })} className={linkClass}>
            {t('adminDashboard.quickActions.completed')}
          </Link>
        </li>
        <li>
          <Link to={paths.admin.followups.getHref()} className={linkClass}>
            {t('adminDashboard.quickActions.followups')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={onExport}
            disabled={exporting}
            className={`${linkClass} w-full text-left disabled:cursor-wait disabled:opacity-60`}
          >
            {exporting ? t('adminDashboard.quickActions.exporting') : t('adminDashboard.quickActions.export')}
          </button>
        </li>
      </ul>
    </section>
  );
}
