import { useTranslation } from 'react-i18next';

const benefitKeys = ['fullDay', 'expo', 'networking', 'hospitality', 'welcomeKit', 'certificate'] as const;

export function LandingBenefits() {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-5xl px-4 py-12">
      <h2 id="benefits-title" className="text-2xl font-bold text-slate-900">
        {t('landing.benefits.title')}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {benefitKeys.map((key) => (
          <li key={key} className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
            <span aria-hidden="true" className="font-bold text-amber-600">
              ✓
            </span>
            <span>{t(`landing.benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
