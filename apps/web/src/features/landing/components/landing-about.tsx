import { useTranslation } from 'react-i18next';

/** The header's "About" link lands here (`/#about`). */
export function LandingAbout() {
  const { t } = useTranslation();

  return (
    <section id="about" aria-labelledby="about-title" className="mx-auto max-w-5xl scroll-mt-16 px-4 pt-10">
      <h2 id="about-title" className="text-2xl font-bold text-slate-900">
        {t('landing.about.title')}
      </h2>
      <p className="mt-3 text-slate-700">{t('landing.about.body')}</p>
      <p className="mt-2 text-slate-700">{t('landing.about.audience')}</p>
    </section>
  );
}
