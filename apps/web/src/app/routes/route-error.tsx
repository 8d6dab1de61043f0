import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Kept free of the page shell and eagerly bundled: it must render even when a lazy chunk failed to load. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main role="alert" className="mx-auto max-w-3xl px-4 py-12">
      <title>{t('common.error.title')}</title>
      <h1 className="text-2xl font-bold">{t('common.error.title')}</h1>
      <p className="mt-3 text-slate-600">{t('common.error.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800"
      >
        {t('common.error.reload')}
      </button>
    </main>
  );
}
