import { useTranslation } from 'react-i18next';
import { packageFeatureKeys, type PackageOffer } from '@/features/landing/packages';
import { formatRupees } from '@/lib/format-money';

type PackageCardsProps = {
  offers: PackageOffer[];
  chosen: string | undefined;
  onChoose: (offer: PackageOffer) => void;
};

export function PackageCards({ offers, chosen, onChoose }: PackageCardsProps) {
  const { t } = useTranslation();

  return (
    <section id="packages" aria-labelledby="packages-title" className="scroll-mt-16 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h2 id="packages-title" className="text-2xl font-bold text-slate-900">
          {t('landing.packages.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('landing.packages.intro')}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {offers.map((offer) => {
            const soldOut = offer.seatsLeft === 0;
            return (
              <li
                key={offer.pkg}
                data-testid={`package-card-${offer.pkg}`}
                className={`relative flex flex-col rounded-xl border bg-white p-5 shadow-sm ${
                  offer.mostPopular ? 'border-amber-500 ring-2 ring-amber-500' : 'border-slate-200'
                }`}
              >
                <div className="flex flex-wrap gap-2">
                  {offer.mostPopular ? (
                    <span className="rounded-full bg-amber-800 px-2 py-0.5 text-xs font-bold text-white">
                      {t('landing.packages.mostPopular')}
                    </span>
                  ) : null}
                  {offer.earlyBird ? (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
                      {t('landing.packages.earlyBird')}
                    </span>
                  ) : null}
                </div>
                <h3 className="mt-2 text-xl font-bold text-slate-900">{t(`common.packages.${offer.pkg}`)}</h3>
                <p className="mt-2 flex flex-wrap items-baseline gap-2">
                  <span
                    className="text-3xl font-bold text-slate-900"
                    data-testid={`package-price-${offer.pkg}`}
                  >
                    {formatRupees(offer.price)}
                  </span>
                  {offer.originalPrice && offer.originalPrice > offer.price ? (
                    <s className="text-slate-500">
                      <span className="sr-only">{t('landing.packages.originalPrice')} </span>
                      {formatRupees(offer.originalPrice)}
                    </s>
                  ) : null}
                </p>
                <p
                  data-testid={`package-seats-${offer.pkg}`}
                  className={`mt-1 text-sm font-semibold ${soldOut ? 'text-red-800' : 'text-slate-700'}`}
                >
                  {offer.seatsLeft === undefined
                    ? '\u00a0'
                    : soldOut
                      ? t('landing.packages.soldOut')
                      : t('landing.packages.seatsLeft', { count: offer.seatsLeft })}
                </p>
                <ul className="mt-4 flex-1 space-y-1 text-sm text-slate-700">
                  {packageFeatureKeys[offer.pkg].map((key) => (
                    <li key={key} className="flex gap-2">
                      <span aria-hidden="true" className="text-amber-700">
                        ✓
                      </span>
                      {t(key)}
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  disabled={soldOut}
                  aria-pressed={chosen === offer.pkg}
                  onClick={() => onChoose(offer)}
                  className="mt-5 rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:cursor-not-allowed disabled:bg-slate-400 aria-pressed:bg-emerald-700"
                >
                  {soldOut
                    ? t('landing.packages.soldOut')
                    : chosen === offer.pkg
                      ? t('landing.packages.chosen')
                      : t('landing.packages.choose')}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
