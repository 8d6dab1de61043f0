import { useTranslation } from 'react-i18next';
import { eventFacts } from '@/features/landing/event-facts';
import { intlLocale } from '@/lib/i18n';

export function LandingHero() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: eventFacts.timeZone }).format(
    eventFacts.startsAt,
  );
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: eventFacts.timeZone,
  }).formatRange(eventFacts.startsAt, eventFacts.endsAt);

  const facts = [
    { label: t('landing.hero.dateLabel'), value: date },
    { label: t('landing.hero.timeLabel'), value: time },
    { label: t('landing.hero.venueLabel'), value: t('landing.hero.venue') },
  ];

  return (
    <section className="bg-linear-to-b from-amber-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">
          {t('landing.hero.eyebrow')}
        </p>
        <h1
          data-testid="landing-title"
          className="mt-2 text-3xl font-bold break-words text-slate-900 sm:text-5xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('landing.hero.subtitle')}</p>
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-lg border border-amber-200 bg-white p-4">
              <dt className="text-sm text-slate-500">{fact.label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <a
          href="#register"
          className="mt-8 inline-block rounded-lg bg-amber-600 px-6 py-3 font-semibold text-white hover:bg-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          {t('landing.hero.cta')}
        </a>
      </div>
    </section>
  );
}
