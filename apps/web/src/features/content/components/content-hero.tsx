import type { ReactNode } from 'react';

type ContentHeroProps = { eyebrow: string; title: string; children?: ReactNode };

export function ContentHero({ eyebrow, title, children }: ContentHeroProps) {
  return (
    <section className="bg-linear-to-b from-amber-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">{eyebrow}</p>
        <h1
          data-testid="content-title"
          className="mt-2 text-3xl font-bold break-words text-slate-900 sm:text-4xl"
        >
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
