import type { ReactNode } from 'react';

type DisclosureCardProps = {
  title: ReactNode;
  /** The id of the panel the toggle controls (aria-controls). */
  panelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The toggle's test id. */
  testId?: string;
  /** Spacing between the panel's children. */
  panelClassName?: string;
  children: ReactNode;
};

/** A card whose body is shown on request: one toggle button (with aria-expanded) and the panel it controls. */
export function DisclosureCard({
  title,
  panelId,
  open,
  onOpenChange,
  testId,
  panelClassName = 'grid gap-3',
  children,
}: DisclosureCardProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <button
        type="button"
        data-testid={testId}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="flex w-full items-center justify-between gap-3 text-left font-bold text-slate-900"
      >
        {title}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open ? (
        <div id={panelId} className={`mt-3 ${panelClassName}`}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
