import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const legalLinks = [
  { href: paths.legal.terms.getHref(), labelKey: 'legal.terms.title' },
  { href: paths.legal.privacy.getHref(), labelKey: 'legal.privacy.title' },
  { href: paths.legal.refund.getHref(), labelKey: 'legal.refund.title' },
  { href: paths.legal.disclaimer.getHref(), labelKey: 'legal.disclaimer.title' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();

  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 text-sm text-slate-600">
        <nav aria-label={t('layout.footer.legalNavLabel')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-amber-700">
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('layout.footer.copyright', { year: 2025 })}</p>
      </div>
    </footer>
  );
}
