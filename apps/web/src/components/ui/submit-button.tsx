import type { ComponentPropsWithRef, ReactNode } from 'react';

const variantClasses = {
  /** Public forms: the amber call to action. */
  primary: 'bg-amber-700 px-6 py-3 hover:bg-amber-800 focus-visible:ring-amber-600',
  /** Public pages where amber is taken (the payment page's card and QR choices). */
  dark: 'bg-slate-900 px-4 py-3 hover:bg-slate-800 focus-visible:ring-amber-600',
  /** Staff screens: the dark button of the dialogs and cards. */
  staff: 'bg-slate-900 px-4 py-2 text-sm hover:bg-slate-700 focus-visible:ring-amber-600',
  /** Staff dialogs that undo or refuse something (reject a receipt). */
  danger: 'bg-red-700 px-4 py-2 text-sm hover:bg-red-800 focus-visible:ring-red-700',
  /** Check-in: green for "let this person in". */
  go: 'bg-green-700 px-5 py-3 hover:bg-green-800 focus-visible:ring-green-700',
} as const;

type SubmitButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'children'> & {
  /** True while the form is being sent: the button is disabled and says `pendingLabel`. */
  pending: boolean;
  pendingLabel: ReactNode;
  children: ReactNode;
  variant?: keyof typeof variantClasses;
};

/** A form's submit button: one look per variant, disabled with a "…ing" label while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = 'primary',
  disabled,
  className,
  ...button
}: SubmitButtonProps) {
  // A wait cursor only while sending; a button disabled for another reason (blank input) says "not allowed".
  const cursor = pending ? 'cursor-wait' : 'disabled:cursor-not-allowed';
  const classes = [
    'rounded-lg font-semibold text-white focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70',
    variantClasses[variant],
    cursor,
    className,
  ];
  return (
    <button
      {...button}
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={classes.filter(Boolean).join(' ')}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
