import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StaffShell } from '@/components/layouts/staff-shell';
import { paths } from '@/config/paths';

/** For now a staff landing page; the admin panel's dashboard (spec admin §2) replaces it. */
export function AdminDashboardRoute() {
  const { t } = useTranslation();
  const title = t('adminPitches.landing.title');

  return (
    <StaffShell title={title}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{t('adminPitches.landing.intro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            to={paths.admin.pitches.getHref()}
            className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-amber-600"
          >
            <span className="text-lg font-bold text-amber-800">{t('adminPitches.landing.pitchesTitle')}</span>
            <span className="mt-1 block text-sm text-slate-600">{t('adminPitches.landing.pitchesBody')}</span>
          </Link>
        </li>
      </ul>
    </StaffShell>
  );
}
