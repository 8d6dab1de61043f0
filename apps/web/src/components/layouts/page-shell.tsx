import type { ReactNode } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { useScrollOnNavigate } from '@/components/layouts/use-scroll-on-navigate';

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
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
