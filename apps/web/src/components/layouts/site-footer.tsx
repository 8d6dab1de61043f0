import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FooterContact } from '@/components/layouts/footer-contact';
import { FooterSocial } from '@/components/layouts/footer-social';
import { legalNav, programmeNav, type NavItem } from '@/components/layouts/site-nav-items';
import { useCopyrightYear } from '@/components/layouts/use-copyright-year';
import { paths } from '@/config/paths';
import { usePublicSettings } from '@/lib/public-settings';

const quickLinks: NavItem[] = [
  { labelKey: 'layout.header.home', to: paths.home.getHref() },
  { labelKey: 'layout.header.events', to: paths.events.getHref() },
  { labelKey: 'layout.header.weeklyEvents', to: paths.weeklyEvents.getHref() },
  { labelKey: 'layout.footer.pitch', to: paths.pitch.getHref() },
];

function LinkList({ titleId, title, items }: { titleId: string; title: string; items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="inline-block py-1 hover:text-amber-800 hover:underline">
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { data: settings } = usePublicSettings();
  const year = useCopyrightYear(settings?.event.date);

  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about-title">
          <h2 id="footer-about-title" className="text-base font-semibold text-slate-900">
            {t('layout.header.siteName')}
          </h2>
          <p className="mt-3">{t('layout.footer.description')}</p>
          <FooterSocial social={settings?.contact.social} />
        </section>
        <LinkList
          titleId="footer-programmes-title"
          title={t('layout.header.programs')}
          items={programmeNav}
        />
        <LinkList
          titleId="footer-quick-title"
          title={t('layout.footer.quickLinksTitle')}
          items={quickLinks}
        />
        <FooterContact contact={settings?.contact} />
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label={t('layout.footer.legalNavLabel')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {legalNav.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-block py-1 hover:text-amber-800 hover:underline">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p data-testid="footer-copyright">
            {year ? t('layout.footer.copyright', { year }) : t('layout.footer.copyrightUndated')}
          </p>
        </div>
      </div>
    </footer>
  );
}
