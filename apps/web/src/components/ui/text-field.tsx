import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';

/** What every kit field takes besides its control's own props. */
export type FieldProps = {
  /** The control's id; the label, hint and error are tied to it. */
  id: string;
  label: string;
  required?: boolean;
  /** A catalog key (`validation.…`) or text the server already worded. */
  error?: string;
  hint?: ReactNode;
  /** Classes added to the shared control look (e.g. file-button styling). */
  className?: string;
};

/** The accessibility attributes a control needs from its field: required, invalid, described by. */
export function controlProps({ id, required, error, hint, className }: Omit<FieldProps, 'label'>) {
  return {
    id,
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    className: className ? `${inputClass} ${className}` : inputClass,
  } as const;
}

type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, keyof FieldProps>;

/** A labelled input; spread react-hook-form's `register(name)` into it. */
export function TextField({ id, label, required, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <input {...input} {...controlProps({ id, required, error, hint, className })} />
    </FormField>
  );
}
