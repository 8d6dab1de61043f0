import { useTranslation } from 'react-i18next';

export function LandingRegister() {
  const { t } = useTranslation();

  return (
    <section id="register" aria-labelledby="register-title" className="scroll-mt-4 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="register-title" className="text-2xl font-bold text-slate-900">
          {t('landing.register.title')}
        </h2>
        <p className="mt-3 text-slate-700">{t('landing.register.body')}</p>
      </div>
    </section>
  );
}
