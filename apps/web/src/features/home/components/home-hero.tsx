import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function HomeHero() {
  const { t } = useTranslation();

  return (
    <section className="bg-linear-to-b from-amber-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-20">
        <h1 data-testid="home-title" className="text-3xl font-bold break-words text-slate-900 sm:text-5xl">
          {t('home.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('home.hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="#programs"
            className="rounded-lg bg-amber-700 px-5 py-3 font-semibold text-white hover:bg-amber-800"
          >
            {t('home.hero.programmesCta')}
          </a>
          <Link
            to={paths.events.getHref()}
            className="rounded-lg border border-amber-700 px-5 py-3 font-semibold text-amber-800 hover:bg-amber-50"
          >
            {t('home.hero.eventCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
