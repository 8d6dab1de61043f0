import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/layouts/page-shell';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const title = t('notFound.page.title');

  return (
    <PageShell title={title} description={t('seo.notFound.description')} noindex>
      <section className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-3 text-slate-600">{t('notFound.page.body')}</p>
        <Link to={paths.root.getHref()} className="mt-6 inline-block font-semibold text-amber-800 underline">
          {t('notFound.page.backHome')}
        </Link>
      </section>
    </PageShell>
  );
}
