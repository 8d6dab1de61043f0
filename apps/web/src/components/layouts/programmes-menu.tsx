import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavItemLink } from '@/components/layouts/nav-item-link';
import { programmeNav } from '@/components/layouts/site-nav-items';
import { useDismissable } from '@/components/layouts/use-dismissable';

/** Desktop "Programs" entry: a disclosure button with the five programme pages. */
export function ProgrammesMenu({ linkClass }: { linkClass: (state: { isActive: boolean }) => string }) {
  const { t } = useTranslation();
  const listId = useId();
  const { open, toggle, close, containerRef, buttonRef } = useDismissable();

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className="flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-slate-700 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        {t('layout.header.programs')}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 ${open ? 'rotate-180' : ''}`}>
          <path d="M5 7l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        {programmeNav.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} onClick={close} className={linkClass} />
          </li>
        ))}
      </ul>
    </div>
  );
}
