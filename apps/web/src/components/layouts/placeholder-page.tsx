import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/layouts/page-shell';

/** Stands in for a screen that a later issue builds; the route already exists so links and tests can use it. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);

  return (
    <PageShell title={title}>
      <section className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{title}</h1>
        <p className="mt-3 text-slate-600">{t('common.placeholder.comingSoon')}</p>
      </section>
    </PageShell>
  );
}

export function placeholderRoute(titleKey: string): ComponentType {
  return function PlaceholderRoute() {
    return <PlaceholderPage titleKey={titleKey} />;
  };
}
