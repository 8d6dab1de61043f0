import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const anchors = ['event', 'packages', 'register', 'contact', 'faq'] as const;

/** The event page's own anchors (spec §2), plus the home variant and the weekly roadshow. */
export function LandingNav() {
  const { t } = useTranslation();
  const linkClass =
    'block shrink-0 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-amber-100 hover:text-amber-900';

  return (
    <nav
      aria-label={t('landing.nav.label')}
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <ul className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-2 py-2">
        {anchors.map((anchor) => (
          <li key={anchor}>
            <a href={`#${anchor}`} className={linkClass}>
              {t(`landing.nav.${anchor}`)}
            </a>
          </li>
        ))}
        <li>
          <Link to={paths.home.getHref()} className={linkClass}>
            {t('landing.nav.home')}
          </Link>
        </li>
        <li>
          <Link to={paths.weeklyEvents.getHref()} className={linkClass}>
            {t('landing.nav.weeklyEvents')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
