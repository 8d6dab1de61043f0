import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeProgrammes } from '@/features/home/programmes';

export function HomeProgrammes() {
  const { t } = useTranslation();

  return (
    <section id="programs" aria-labelledby="home-programmes-title" className="scroll-mt-4 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h2 id="home-programmes-title" className="text-2xl font-bold text-slate-900">
          {t('home.programmes.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {homeProgrammes.map((programme) => (
            <li key={programme.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-bold text-slate-900">{t(programme.titleKey)}</h3>
              <p className="mt-1 text-sm font-semibold text-amber-800">{t(programme.durationKey)}</p>
              <p className="mt-2 flex-1 text-slate-700">{t(programme.textKey)}</p>
              <Link
                to={programme.href}
                className="mt-4 self-start rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800"
              >
                {t('home.programmes.readMore')}
                {/* In the link's own text, not only an aria-label: "Read More" alone says nothing out of context
                    (and is what search engines and Lighthouse's link-text audit read). */}
                <span className="sr-only">: {t(programme.titleKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
