import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Optional one-line explanation under the title (read out as the dialog's description). */
  description?: ReactNode;
  /** Tailwind max-width class of the panel; forms are wider than confirmations. */
  size?: 'sm' | 'md' | 'lg';
  /** Buttons at the bottom, right-aligned (stacked on narrow phones). */
  footer?: ReactNode;
  /** Text of the close button's accessible name (staff screens are English, public ones pass a translation). */
  closeLabel?: string;
  children?: ReactNode;
};

const sizeClasses: Record<NonNullable<DialogProps['size']>, string> = {
  sm: 'max-w-md',
  md: 'max-w-xl',
  lg: 'max-w-3xl',
};

export const dialogButtonClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';
export const dialogPrimaryButtonClass =
  'rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';
export const dialogDangerButtonClass =
  'rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A modal dialog (Radix: focus trap, Escape and outside click close it, focus returns to the opener).
 * Fits a 360 px screen: the panel is nearly full width and its body scrolls inside the viewport.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  footer,
  closeLabel = 'Close',
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <RadixDialog.Content
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white text-slate-900 shadow-xl focus:outline-none ${sizeClasses[size]}`}
        >
          <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="rounded px-2 text-2xl leading-none text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
            >
              ×
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
