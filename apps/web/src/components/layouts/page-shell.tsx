import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';

type PageShellProps = {
  /** Document title; React 19 hoists the <title> into <head>. */
  title: string;
  children: ReactNode;
};

export function PageShell({ title, children }: PageShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <title>{title}</title>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
