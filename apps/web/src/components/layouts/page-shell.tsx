import { memo, type ReactNode } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { useScrollOnNavigate } from '@/components/layouts/use-scroll-on-navigate';

// Memoised: a page re-renders as its data arrives, the header and footer need not (their hooks still update them).
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);

type PageShellProps = {
  /** Document title; React 19 hoists the <title> into <head>. */
  title: string;
  /** Meta description; by default the page's entry in the SEO table (config/seo-routes.ts). */
  description?: string;
  /** Keep the page out of search results (pages outside the SEO table never are indexed). */
  noindex?: boolean;
  children: ReactNode;
};

export function PageShell({ title, description, noindex, children }: PageShellProps) {
  useScrollOnNavigate();

  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <PageMeta title={title} description={description} noindex={noindex} />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
