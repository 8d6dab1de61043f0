import type { ComponentPropsWithRef } from 'react';
import { FormField } from '@/components/ui/form-field';
import { controlProps, type FieldProps } from '@/components/ui/text-field';

type SelectFieldProps = FieldProps & Omit<ComponentPropsWithRef<'select'>, keyof FieldProps>;

/** A labelled select; the options are its children. */
export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <select {...select} {...controlProps({ id, required, error, hint, className })}>
        {children}
      </select>
    </FormField>
  );
}
