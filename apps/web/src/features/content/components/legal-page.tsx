import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/layouts/page-shell';
import { ContentHero } from '@/features/content/components/content-hero';
import { LegalContact } from '@/features/content/components/legal-contact';
import { legalContent, sectionKeys, type LegalId } from '@/features/content/legal-content';
import '@/features/content/content-catalogs';

export function LegalPage({ id }: { id: LegalId }) {
  const { t } = useTranslation();
  const page = legalContent[id];
  const title = t(`layout.legalPages.${id}`);
  const sections = page.sections.map((section, index) => ({
    section,
    anchor: `${id}-${section.id}`,
    heading: `${index + 1}. ${t(sectionKeys(id, section).title)}`,
    keys: sectionKeys(id, section),
  }));

  return (
    <PageShell title={title}>
      <ContentHero eyebrow={t('content.legal.eyebrow')} title={title}>
        {page.lastUpdated ? (
          <p data-testid="legal-updated" className="mt-3 text-slate-700">
            {t('content.legal.lastUpdated')}
          </p>
        ) : null}
      </ContentHero>
      <div data-testid={`legal-${id}`} className="mx-auto max-w-3xl px-4 pb-12 text-slate-800">
        <nav aria-labelledby="legal-toc-title" className="rounded-lg border border-slate-200 p-4">
          <h2 id="legal-toc-title" className="font-semibold text-slate-900">
            {t('content.legal.onThisPage')}
          </h2>
          <ul className="mt-2 space-y-1">
            {sections.map(({ anchor, heading }) => (
              <li key={anchor}>
                <a
                  href={`#${anchor}`}
                  className="text-amber-800 underline underline-offset-2 hover:text-amber-900"
                >
                  {heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map(({ section, anchor, heading, keys }) => (
          <section key={anchor} id={anchor} aria-labelledby={`${anchor}-title`} className="mt-10 scroll-mt-4">
            <h2 id={`${anchor}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
              {heading}
            </h2>
            {keys.paragraphs.map((key) => (
              <p key={key} className="mt-3 leading-relaxed">
                {t(key)}
              </p>
            ))}
            {keys.items.length > 0 ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
                {keys.items.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            ) : null}
            {keys.after.map((key) => (
              <p key={key} className="mt-3 leading-relaxed">
                {t(key)}
              </p>
            ))}
            {section.contact ? <LegalContact /> : null}
          </section>
        ))}
      </div>
    </PageShell>
  );
}
