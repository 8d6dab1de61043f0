import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function HomeEvents() {
  const { t } = useTranslation();

  return (
    <section
      id="events"
      aria-labelledby="home-events-title"
      className="mx-auto max-w-5xl scroll-mt-4 px-4 py-10"
    >
      <h2 id="home-events-title" className="text-2xl font-bold text-slate-900">
        {t('home.events.title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Link
          to={paths.events.getHref()}
          className="rounded-xl border border-slate-200 p-5 hover:border-amber-600"
        >
          <span className="block text-lg font-bold text-slate-900">{t('home.events.conference')}</span>
          <span className="mt-1 block text-slate-700">{t('home.events.conferenceText')}</span>
        </Link>
        <Link
          to={paths.weeklyEvents.getHref()}
          className="rounded-xl border border-slate-200 p-5 hover:border-amber-600"
        >
          <span className="block text-lg font-bold text-slate-900">{t('home.events.roadshow')}</span>
          <span className="mt-1 block text-slate-700">{t('home.events.roadshowText')}</span>
        </Link>
      </div>
    </section>
  );
}
