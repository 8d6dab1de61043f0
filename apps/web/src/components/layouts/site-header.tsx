import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { MobileMenu } from '@/components/layouts/mobile-menu';
import { NavItemLink } from '@/components/layouts/nav-item-link';
import { ProgrammesMenu } from '@/components/layouts/programmes-menu';
import { navAfterProgrammes, navBeforeProgrammes, type NavItem } from '@/components/layouts/site-nav-items';
import { paths } from '@/config/paths';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-2 py-1 text-sm font-medium hover:text-amber-800 ${isActive ? 'text-amber-800' : 'text-slate-700'}`;

function DesktopLinks({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavItemLink item={item} className={navLinkClass} />
    </li>
  ));
}

export function SiteHeader() {
  const { t } = useTranslation();

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('layout.header.skipToContent')}
      </a>
      {/* Below lg: site name, language switch and the menu button on one row; from lg: the full navigation. */}
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3">
        <Link
          to={paths.root.getHref()}
          className="min-w-0 flex-1 text-base leading-tight font-bold text-slate-900 lg:flex-none lg:text-lg"
        >
          {t('layout.header.siteName')}
        </Link>
        <nav aria-label={t('layout.header.navLabel')} className="hidden lg:block lg:flex-1">
          <ul className="flex items-center justify-end gap-1">
            <DesktopLinks items={navBeforeProgrammes} />
            <li>
              <ProgrammesMenu linkClass={navLinkClass} />
            </li>
            <DesktopLinks items={navAfterProgrammes} />
          </ul>
        </nav>
        <div className="shrink-0">
          <LanguageSwitch />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
