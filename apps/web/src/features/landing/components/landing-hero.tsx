import { useTranslation } from 'react-i18next';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import { fallbackEvent, formatEventWhen } from '@/lib/format-event-when';
import { currentLanguage } from '@/lib/i18n';

type LandingHeroProps = {
  settings: PublicEventSettings | undefined;
  /** Seats left in the packages on sale; undefined while counting. */
  seatsLeft: number | undefined;
  earlyBird: boolean;
};

export function LandingHero({ settings, seatsLeft, earlyBird }: LandingHeroProps) {
  const { t, i18n } = useTranslation();
  const { date, time } = formatEventWhen(settings?.event ?? fallbackEvent, i18n.resolvedLanguage);
  const venue = settings?.event.venue[currentLanguage()] ?? t('landing.hero.venue');
  const attendees = settings?.event.expectedAttendees ?? 500;

  const facts = [
    { label: t('landing.hero.dateLabel'), value: date },
    { label: t('landing.hero.timeLabel'), value: time },
    { label: t('landing.hero.venueLabel'), value: venue },
  ];

  return (
    <section id="event" className="scroll-mt-16 bg-linear-to-b from-amber-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
          {t('landing.hero.eyebrow')}
        </p>
        <h1
          data-testid="landing-title"
          className="mt-2 text-3xl font-bold break-words text-slate-900 sm:text-5xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('landing.hero.theme')}</p>
        <p className="mt-2 max-w-2xl text-slate-700" data-testid="landing-attendees">
          {t('landing.hero.attendees', { count: attendees })}
        </p>
        <dl className="mt-6 grid gap-3 sm:grid-cols-3" data-testid="event-facts">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-lg border border-amber-200 bg-white p-4">
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {earlyBird ? (
          <p role="note" className="mt-6 rounded-lg bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">
            {t('landing.hero.earlyBird')}
          </p>
        ) : null}
        {seatsLeft !== undefined ? (
          <p data-testid="seats-left-total" className="mt-3 font-semibold text-red-800">
            {seatsLeft > 0 ? t('landing.hero.seatsLeft', { count: seatsLeft }) : t('landing.hero.soldOut')}
          </p>
        ) : null}
        <a
          href="#register"
          className="mt-6 inline-block rounded-lg bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
        >
          {t('landing.hero.cta')}
        </a>
      </div>
    </section>
  );
}
