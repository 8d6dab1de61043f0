import { useTranslation } from 'react-i18next';

/** Takes the form's place (and its #register anchor) once the server says sales have closed. */
export function SalesClosed() {
  const { t } = useTranslation();
  return (
    <section id="register" aria-labelledby="sales-closed-title" className="scroll-mt-16">
      <div className="mx-auto max-w-2xl px-4 py-10">
        <div role="status" className="rounded-xl border border-slate-300 bg-slate-50 p-6">
          <h2 id="sales-closed-title" className="text-2xl font-bold text-slate-900">
            {t('landing.salesClosed.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('landing.salesClosed.body')}</p>
        </div>
      </div>
    </section>
  );
}
