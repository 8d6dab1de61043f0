import { useTranslation } from 'react-i18next';

export function HomeAbout() {
  const { t } = useTranslation();

  return (
    <section
      id="about"
      aria-labelledby="home-about-title"
      className="mx-auto max-w-5xl scroll-mt-4 px-4 py-10"
    >
      <h2 id="home-about-title" className="text-2xl font-bold text-slate-900">
        {t('home.about.title')}
      </h2>
      <p className="mt-3 text-slate-700">{t('home.about.body')}</p>
      <p className="mt-2 text-slate-700">{t('home.about.mission')}</p>
    </section>
  );
}
