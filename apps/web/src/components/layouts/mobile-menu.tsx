import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  navAfterProgrammes,
  navBeforeProgrammes,
  programmeNav,
  type NavItem,
} from '@/components/layouts/site-nav-items';
import { NavItemLink } from '@/components/layouts/nav-item-link';
import { useDismissable } from '@/components/layouts/use-dismissable';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-3 text-base font-medium hover:bg-amber-50 ${isActive ? 'text-amber-800' : 'text-slate-800'}`;

/** The hamburger menu below the large breakpoint: a disclosure button and a panel under the header. */
export function MobileMenu() {
  const { t } = useTranslation();
  const panelId = useId();
  const { open, toggle, close, containerRef, buttonRef } = useDismissable();

  const links = (items: NavItem[]) =>
    items.map((item) => (
      <li key={item.to}>
        <NavItemLink item={item} onClick={close} className={linkClass} />
      </li>
    ));

  return (
    <div ref={containerRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        data-testid="mobile-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('layout.header.menuClose') : t('layout.header.menuOpen')}
        onClick={toggle}
        className="flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor">
          {open ? (
            <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          ) : (
            <path strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          )}
        </svg>
      </button>
      <div
        id={panelId}
        data-testid="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <nav aria-label={t('layout.header.navLabel')} className="mx-auto max-w-5xl px-4 py-2">
          <ul>
            {links(navBeforeProgrammes)}
            <li>
              <p className="px-3 pt-3 pb-1 text-sm font-semibold text-slate-600">
                {t('layout.header.programs')}
              </p>
              <ul className="border-l-2 border-amber-200 pl-2">{links(programmeNav)}</ul>
            </li>
            {links(navAfterProgrammes)}
          </ul>
        </nav>
      </div>
    </div>
  );
}
