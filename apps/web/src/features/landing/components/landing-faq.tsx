import { useTranslation } from 'react-i18next';

// Spec public §1: the four booking rules.
const questions = ['payment', 'refund', 'transfer', 'bring'] as const;

export function LandingFaq() {
  const { t } = useTranslation();

  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-16 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
          {t('landing.faq.title')}
        </h2>
        <div className="mt-4 space-y-2">
          {questions.map((key) => (
            <details
              key={key}
              className="group rounded-lg border border-slate-200 bg-white p-4"
              data-testid="faq-item"
            >
              <summary className="cursor-pointer font-semibold text-slate-900">
                {t(`landing.faq.${key}Question`)}
              </summary>
              <p className="mt-2 text-slate-700">{t(`landing.faq.${key}Answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
