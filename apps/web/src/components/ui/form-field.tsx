import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FormFieldProps = {
  /** The id of the control inside; the label, hint and error are tied to it. */
  id: string;
  label: string;
  required?: boolean;
  /** A catalog key from libs/contracts (e.g. 'validation.name.min') or text the server already worded. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30 focus:outline-none aria-[invalid=true]:border-red-600';

/** Ids of the hint and error of a field, for the control's aria-describedby. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label, control, hint and error message of one form field. */
export function FormField({ id, label, required, error, hint, children }: FormFieldProps) {
  const { t } = useTranslation();
  const message = error ? (error.startsWith('validation.') ? t(error) : error) : undefined;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
