import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-medium hover:text-amber-700 ${isActive ? 'text-amber-700' : 'text-slate-700'}`;

export function SiteHeader() {
  const { t } = useTranslation();

  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('layout.header.skipToContent')}
      </a>
      {/* Mobile: site name and language switch on one row, navigation below; from sm up: one row. */}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link
          to={paths.root.getHref()}
          className="min-w-0 flex-1 text-base font-bold text-slate-900 sm:flex-none sm:text-lg"
        >
          {t('layout.header.siteName')}
        </Link>
        <div className="shrink-0 sm:order-last">
          <LanguageSwitch />
        </div>
        <nav aria-label={t('layout.header.navLabel')} className="w-full sm:w-auto sm:flex-1">
          <ul className="-mx-2 flex flex-wrap gap-2 sm:mx-0 sm:justify-end">
            <li>
              <NavLink to={paths.root.getHref()} end className={navLinkClass}>
                {t('layout.header.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.weeklyEvents.getHref()} className={navLinkClass}>
                {t('layout.header.weeklyEvents')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
