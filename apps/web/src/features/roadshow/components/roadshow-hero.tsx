import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REGISTER_HREF } from '@/features/roadshow/register-href';

export function RoadshowHero() {
  const { t } = useTranslation();

  return (
    <section className="bg-linear-to-b from-amber-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
          {t('roadshow.hero.eyebrow')}
        </p>
        <h1
          data-testid="weekly-title"
          className="mt-2 text-3xl font-bold break-words text-slate-900 sm:text-5xl"
        >
          {t('roadshow.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('roadshow.hero.subtitle')}</p>
        <Link
          to={REGISTER_HREF}
          className="mt-6 inline-block rounded-lg bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
        >
          {t('roadshow.hero.cta')}
        </Link>
      </div>
    </section>
  );
}
