import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { finishPrerenderedHandover } from '@/lib/prerendered-markup';
import { canonicalPath, indexablePage, pageUrl, seoLanguages, type SeoLanguage } from '@/config/seo-routes';
import { currentLanguage } from '@/lib/i18n';
import { pageOrigin } from '@/lib/page-origin';

const ogLocales: Record<SeoLanguage, string> = { en: 'en_IN', ta: 'ta_IN' };

type PageMetaProps = {
  /** The page's own title; the site name is added unless the title already carries it. */
  title: string;
  /** Defaults to the description of the page in the SEO table (`seo.<page>.description`), else the site's. */
  description?: string;
  /** Keeps the page out of search results; pages missing from the SEO table are never indexed. */
  noindex?: boolean;
};

/**
 * Title, description, Open Graph, canonical and hreflang links of the current page. React 19 hoists these
 * elements into <head> wherever they render, and removes them when the page unmounts.
 */
export function PageMeta({ title, description, noindex }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = currentLanguage();
  const page = indexablePage(pathname);
  const indexable = !noindex && page !== undefined;

  const siteName = t('seo.site.name');
  const fullTitle = title.includes(siteName) ? title : t('seo.site.titleTemplate', { title, siteName });
  const text = description ?? (page ? t(`seo.${page.key}.description`) : t('seo.site.description'));
  const origin = pageOrigin();
  const path = canonicalPath(pathname);
  const url = pageUrl(origin, path, language);
  // After the first commit, this page's elements are in <head>: the build's stale ones can go.
  useEffect(finishPrerenderedHandover, []);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {indexable ? (
        <>
          <link rel="canonical" href={url} />
          {seoLanguages.map((alternate) => (
            <link
              key={alternate}
              rel="alternate"
              hrefLang={alternate}
              href={pageUrl(origin, path, alternate)}
            />
          ))}
          <link rel="alternate" hrefLang="x-default" href={pageUrl(origin, path, 'en')} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocales[language]} />
      {seoLanguages
        .filter((alternate) => alternate !== language)
        .map((alternate) => (
          <meta key={alternate} property="og:locale:alternate" content={ogLocales[alternate]} />
        ))}
    </>
  );
}
