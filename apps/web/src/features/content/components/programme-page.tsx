import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/layouts/page-shell';
import { programmeNav } from '@/components/layouts/site-nav-items';
import { ContactCta } from '@/features/content/components/contact-cta';
import { ContentHero } from '@/features/content/components/content-hero';
import { numbered, programmeContent, type ProgrammeId } from '@/features/content/programme-content';
import '@/features/content/content-catalogs';

function CheckList({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 space-y-3">
      {keys.map((key) => (
        <li key={key} className="flex gap-3">
          <span aria-hidden="true" className="font-bold text-amber-800">
            ✓
          </span>
          <span>{t(key)}</span>
        </li>
      ))}
    </ul>
  );
}

export function ProgrammePage({ id }: { id: ProgrammeId }) {
  const { t } = useTranslation();
  const shape = programmeContent[id];
  const base = `content.${id}`;
  // The title is the navigation's label (shared with the menu, the footer and the home page).
  const titleKey = `layout.programmes.${id}`;
  const facts = [
    {
      testId: 'programme-duration',
      label: t('content.programme.durationLabel'),
      value: t(`${base}.duration`),
    },
    { testId: 'programme-format', label: t('content.programme.formatLabel'), value: t(`${base}.format`) },
  ];
  const others = programmeNav.filter((item) => item.labelKey !== titleKey);

  return (
    <PageShell title={t(titleKey)}>
      <ContentHero eyebrow={t('content.programme.eyebrow')} title={t(titleKey)}>
        <p className="mt-4 text-lg text-slate-700">{t(`${base}.tagline`)}</p>
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.testId} className="rounded-lg border border-amber-200 bg-white p-4">
              <dt className="text-sm text-slate-700">{fact.label}</dt>
              <dd data-testid={fact.testId} className="mt-1 font-semibold text-slate-900">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </ContentHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 text-slate-800">
        <section aria-labelledby="programme-overview-title">
          <h2 id="programme-overview-title" className="text-2xl font-bold text-slate-900">
            {t('content.programme.overviewTitle')}
          </h2>
          {numbered(`${base}.overview`, shape.overview).map((key) => (
            <p key={key} className="mt-4 leading-relaxed">
              {t(key)}
            </p>
          ))}
        </section>
        <section aria-labelledby="programme-benefits-title">
          <h2 id="programme-benefits-title" className="text-2xl font-bold text-slate-900">
            {t('content.programme.whatYouGetTitle')}
          </h2>
          <CheckList keys={numbered(`${base}.benefit`, shape.benefits)} />
        </section>
        <section aria-labelledby="programme-audience-title">
          <h2 id="programme-audience-title" className="text-2xl font-bold text-slate-900">
            {t('content.programme.whoForTitle')}
          </h2>
          <CheckList keys={numbered(`${base}.audience`, shape.audience)} />
          {shape.note ? <p className="mt-6 text-sm text-slate-700">{t(`${base}.note`)}</p> : null}
        </section>
        <ContactCta programme={t(`${base}.name`)} />
        <nav aria-labelledby="programme-others-title">
          <h2 id="programme-others-title" className="text-xl font-bold text-slate-900">
            {t('content.programme.otherTitle')}
          </h2>
          <ul className="mt-3 space-y-2">
            {others.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="font-medium text-amber-800 underline underline-offset-2 hover:text-amber-900"
                >
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </PageShell>
  );
}
